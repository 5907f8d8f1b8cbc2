import { z } from './zod';

// API contract of the admin area: the users list (the original's `users` slice: users, total,
// params, allData) and the admin home's summary.

export const ADMIN_PATHS = {
  users: '/users',
  summary: '/admin/summary',
} as const;

export const userListQuerySchema = z.object({
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  role: z.enum(['client', 'admin']).optional(),
  /** column and direction, e.g. 'created_at:desc' (default) or 'nama:asc' */
  sort: z
    .string()
    .regex(
      /^(nama|email|role|created_at):(asc|desc)$/,
      'sort must be nama|email|role|created_at followed by :asc or :desc',
    )
    .default('created_at:desc'),
  page: z.coerce.number().int('page must be a whole number').min(1).max(100_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => [10, 25, 50, 100].includes(n), 'perPage must be 10, 25, 50 or 100')
    .default(10),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export interface AdminUserRow {
  id: number;
  nama: string;
  email: string;
  role: 'client' | 'admin';
  phone: string | null;
  npwp: string | null;
  company_name: string | null;
  email_verified_at: string | null;
  created_at: string;
}

/** GET /users. `allData` holds the number of accounts a role over the whole table (not rows). */
export interface UserListResponse {
  users: AdminUserRow[];
  total: number;
  params: UserListQuery;
  allData: { client: number; admin: number; unverified: number };
}

/** GET /admin/summary: counts and sums over every client. */
export interface AdminSummary {
  clients: number;
  unpaid_invoices: { count: number; total: number };
  pending_payments: { count: number; total: number };
  paid_this_month: { count: number; total: number };
  issued_slips: number;
}
