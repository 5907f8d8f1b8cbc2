import type { MiddlewareHandler } from 'hono';

/** One JSON line a request: method, path (never the query string), status, ms. */
export const requestLog =
  (enabled: boolean): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    if (!enabled) return;
    const line = {
      t: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
