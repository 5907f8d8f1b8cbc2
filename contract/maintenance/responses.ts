// zod schema of the maintenance status; ../maintenance names its type (import type + z.infer).

import { instant } from '../common/responses';
import { z } from '../zod';

export const maintenanceStatusSchema = z.object({
  active: z.boolean(),
  /** what clients are told (also the 503's error) */
  message: z.string().nullable(),
  /** when the work is expected to end */
  ends_at: instant.nullable(),
  updated_at: instant,
});
