import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { currentLogger, requestIdFrom, withLogger } from '../lib/logger';
import { setAnswerHeader } from './answer-headers';

const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * Gives each request an id (the caller's X-Request-Id when plain, else a new one), echoed in the
 * answer and carried by every log line written while it is served; then, when `enabled`, one
 * line for the request: method, path (never the query string, which may hold a reset code),
 * status, ms.
 */
export const requestLog =
  (enabled: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const logger = currentLogger().child({ requestId });
    c.set('requestId', requestId);
    c.set('log', logger);
    await withLogger(logger, next);
    setAnswerHeader(c, 'X-Request-Id', requestId);
    if (!enabled) return;
    const status = c.res.status;
    // load balancers probe every few seconds: an answered probe is not worth a line at info
    const probe = status < 300 && PROBES.has(c.req.path);
    logger[status >= 500 ? 'error' : probe ? 'debug' : 'info'](
      {
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
