import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { forbidden, unauthorized } from '../lib/errors';

// OWNED BY the foundation/auth work (issue 2): resolve `Authorization: Bearer <token>` to a live
// session (hashed token, idle 30 min sliding, absolute 8 h) and set c.var.user / c.var.sessionId.
export const requireAuth: MiddlewareHandler<AppEnv> = async () => {
  throw unauthorized();
};

/** After requireAuth: only the admin role passes. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')?.role !== 'admin') throw forbidden();
  await next();
};
