import type { Context } from 'hono';

/**
 * Sets a header on the finished answer (in a middleware, after `next()`), in place. Hono's
 * `c.header()` at that point rebuilds the Response from its body stream and copies its headers,
 * once a call; @hono/node-server then writes the rebuilt answer as a stream (head and body in
 * separate socket writes) instead of in one write. A header list that cannot change (a fetched
 * Response's) falls back to `c.header()`.
 */
export function setAnswerHeader(c: Context, name: string, value: string, append = false): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append });
  }
}
