// zod schema of the admin's maintenance switch; ../maintenance names its type.

import { MAINTENANCE_MESSAGE_MAX } from '../maintenance';
import { z } from '../zod';

export const maintenanceBodySchema = z
  .object({
    active: z.boolean(),
    message: z.string().trim().max(MAINTENANCE_MESSAGE_MAX).nullish(),
    /** ISO 8601 instant with an offset, e.g. 2026-11-27T06:00:00+07:00 */
    ends_at: z.iso.datetime({ offset: true }).nullish(),
  })
  .strict()
  .refine((b) => !b.active || (b.message ?? '').length > 0, {
    path: ['message'],
    message: 'Say what clients are told while maintenance is on',
  });
