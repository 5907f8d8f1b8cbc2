// The admin's user management (issue 16): answers of /admin/users/:id and its parts, as zod
// schemas (the OpenAPI document) and the types the portal names.

import { sessionInfoSchema } from '../auth/responses';
import { instant } from '../common/responses';
import { z } from '../zod';
import { adminUserRowSchema } from './responses';

/** GET /admin/users/:id: the profile card. */
export const userCardSchema = z.object({
  user: adminUserRowSchema.extend({
    address: z.string().nullable(),
    city: z.string().nullable(),
    locale: z.string(),
  }),
  counts: z.object({
    /** bills (top-ups left out), cancelled ones included */
    bills: z.number().int(),
    /** what the account still owes on unpaid bills */
    unpaid_total: z.number().int(),
    payments: z.number().int(),
    slips: z.number().int(),
  }),
  wallet_balance: z.number().int(),
});
export type UserCard = z.infer<typeof userCardSchema>;

/** GET /admin/users/:id/sessions: live sessions and the last sign-ins (newest first). */
export const userSessionsSchema = z.object({
  data: z.array(sessionInfoSchema.omit({ current: true })),
  sign_ins: z.array(z.object({ at: instant, device: z.string(), ip: z.string().nullable() })),
});
export type UserSessions = z.infer<typeof userSessionsSchema>;

/** GET /admin/users/:id/slips: one page of the account's withholding slips. */
export const userSlipsSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      number: z.string().nullable(),
      status: z.string(),
      masa: z.number().int(),
      tahun: z.number().int(),
      recipient_name: z.string(),
      kode_objek: z.string(),
      pph: z.number().int(),
      created_at: instant,
    }),
  ),
  total: z.number().int(),
});
export type UserSlips = z.infer<typeof userSlipsSchema>;

/** What every user action answers: a message and the account as the list shows it now. */
export const userActionSchema = z.object({ message: z.string(), user: adminUserRowSchema.optional() });
export type UserAction = z.infer<typeof userActionSchema>;
