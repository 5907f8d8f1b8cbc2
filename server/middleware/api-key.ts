import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Every /api request carries the product API key header; a missing or wrong one is a 401. */
export const requireApiKey =
  (header: string, key: string): MiddlewareHandler =>
  async (c, next) => {
    const given = c.req.header(header);
    if (!given) return c.json({ error: `Missing API key header ${header}`, code: 'api_key_missing' }, 401);
    const a = Buffer.from(given);
    const b = Buffer.from(key);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      return c.json({ error: 'Invalid API key', code: 'api_key_invalid' }, 401);
    }
    await next();
  };
