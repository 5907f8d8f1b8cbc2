import type { MiddlewareHandler } from 'hono';
import { MAINTENANCE_CODE, MAINTENANCE_PATHS } from '../../contract/maintenance';
import type { AppEnv } from '../env';
import { resolveSession } from '../services/auth/sessions';
import { maintenanceStatus } from '../services/maintenance/status';

// While maintenance mode is on, a client's writes (and a visitor's: registration, password
// recovery) are answered 503 with the admin's message; reads still answer, so a client's open
// page stays readable, and the portal shows them the under-maintenance page. The admin and
// staff keep working, and anyone may sign in and out (an admin must be able to switch it off).

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// sign-in with its second step, sign-out, and the switch itself (the admin's: its route checks)
const alwaysOpen = (path: string) =>
  path === '/login' || path.startsWith('/login/') || path === '/logout' || path === MAINTENANCE_PATHS.status;

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

export const maintenanceGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WRITES.has(c.req.method)) return next();
  const path = c.req.path.replace(/^\/api/, '');
  if (alwaysOpen(path)) return next();
  const db = c.get('db');
  const status = await maintenanceStatus(db);
  if (!status.active) return next();
  const token = bearer(c.req.header('authorization'));
  const session = token ? await resolveSession(db, token) : null;
  if (session && session !== 'suspended' && session.user.role !== 'client') return next();
  c.header(
    'Retry-After',
    status.ends_at
      ? String(Math.max(60, Math.ceil((Date.parse(status.ends_at) - Date.now()) / 1000)))
      : '600',
  );
  return c.json(
    {
      error: status.message ?? 'The portal is under maintenance',
      code: MAINTENANCE_CODE,
      ends_at: status.ends_at,
    },
    503,
  );
};
