import { Hono } from 'hono';
import { MAINTENANCE_PATHS, type MaintenanceStatus } from '../../contract/maintenance';
import { maintenanceBodySchema } from '../../contract/maintenance/schemas';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { validate } from '../lib/validate';
import { requireAdmin, requireAuth } from '../middleware/auth';
import { maintenanceStatus, setMaintenance } from '../services/maintenance/status';

// Maintenance mode (mounted under /api): its status for anyone with the API key (the portal asks
// before it shows a client their pages), and the admin's switch, audited.
export const maintenanceRoutes = new Hono<AppEnv>();

maintenanceRoutes.get(MAINTENANCE_PATHS.status, async (c) =>
  c.json<MaintenanceStatus>(await maintenanceStatus(c.get('db'))),
);

maintenanceRoutes.put(
  MAINTENANCE_PATHS.status,
  requireAuth,
  requireAdmin,
  validate('json', maintenanceBodySchema),
  async (c) => {
    const db = c.get('db');
    const before = await maintenanceStatus(db);
    const after = await setMaintenance(db, c.req.valid('json'), c.get('user').id);
    await audit(c, {
      action: after.active ? 'maintenance.on' : 'maintenance.off',
      targetType: 'maintenance',
      before,
      after,
    });
    return c.json<MaintenanceStatus>(after);
  },
);
