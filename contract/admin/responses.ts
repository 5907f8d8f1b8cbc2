// zod schemas of the admin area's answers; ../admin names their types (import type + z.infer).

import { userSchema } from '../auth/responses';
import { z } from '../zod';
import { userListQuerySchema } from './schemas';

const countTotal = z.object({ count: z.number().int(), total: z.number().int() });

export const adminUserRowSchema = userSchema.pick({
  id: true,
  nama: true,
  email: true,
  role: true,
  phone: true,
  npwp: true,
  company_name: true,
  email_verified_at: true,
  created_at: true,
});

/** GET /users. `allData` holds the number of accounts a role over the whole table (not rows). */
export const userListResponseSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number().int(),
  params: userListQuerySchema,
  allData: z.object({ client: z.number().int(), admin: z.number().int(), unverified: z.number().int() }),
});

/** GET /admin/summary: counts and sums over every client. */
export const adminSummarySchema = z.object({
  clients: z.number().int(),
  unpaid_invoices: countTotal,
  pending_payments: countTotal,
  paid_this_month: countTotal,
  issued_slips: z.number().int(),
});
