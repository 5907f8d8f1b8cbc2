// API contract of maintenance mode (issue 20): its status, readable by anyone (the portal shows a
// client the under-maintenance page while it is on), and the admin's switch. Plain values and
// types; zod schemas in ./maintenance/schemas and ./maintenance/responses.

import type { z } from 'zod';
import type { maintenanceStatusSchema } from './maintenance/responses';
import type { maintenanceBodySchema } from './maintenance/schemas';

export const MAINTENANCE_PATHS = {
  /** GET: the status (no session needed); PUT (admin): switch it on or off */
  status: '/maintenance',
} as const;

/** The code of the 503 that answers a client's write while maintenance is on. */
export const MAINTENANCE_CODE = 'maintenance';
export const MAINTENANCE_MESSAGE_MAX = 500;

export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;
export type MaintenanceBody = z.infer<typeof maintenanceBodySchema>;
