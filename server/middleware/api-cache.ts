import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-headers';

/**
 * Every API answer may carry a token or an account's data, so none may be stored by a browser or
 * a shared cache: `Cache-Control: no-store` unless the route set its own policy deliberately (the
 * CSV exports do). Answers differ by the bearer token and the API key header; none depends on
 * Accept-Language (search takes the language as `lng` in the address).
 */
export const apiCacheHeaders =
  (apiKeyHeader: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
    setAnswerHeader(c, 'Vary', `Authorization, ${apiKeyHeader}`, true);
  };
