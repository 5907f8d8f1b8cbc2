import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { accountSuspended, forbidden, unauthorized } from '../lib/errors';
import { resolveSession } from '../services/auth/sessions';

/**
 * `Authorization: Bearer <token>` → a live session (idle 30 min sliding, absolute 8 h, not
 * revoked); sets c.var.user and c.var.sessionId, else 401.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Routers mounted side by side may each guard a path ('/bupot/*' and '/bupot/import/*'): the
  // session this request already resolved holds for the rest of it, so it is read once.
  if (c.get('sessionId') !== undefined) return next();
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('Not signed in', 'unauthorized');
  const session = await resolveSession(c.get('db'), match[1]);
  if (session === 'suspended') throw accountSuspended();
  if (!session) throw unauthorized('Session expired or signed out; sign in again', 'unauthorized');
  c.set('user', session.user);
  c.set('sessionId', session.sessionId);
  await next();
};

/** After requireAuth: only the admin role passes. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')?.role !== 'admin') throw forbidden();
  await next();
};

/**
 * After requireAuth: refuses the admin and staff a client's own aggregate ("your bills", "your
 * masa"), which for an admin would add up every client under a client's labels. The admin reads
 * clients' data through the admin area or, where a route takes one, a named client.
 */
export const requireClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')?.role !== 'client')
    throw forbidden("This is a client's own view; the admin has its own workspace", 'forbidden');
  await next();
};
