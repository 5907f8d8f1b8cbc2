// zod schema of the admin users list query (server validation; the portal names its type).

import { z } from '../zod';

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

/** Query of the admin dashboards: the window in months (charts per month) and in days (sign-ins). */
export const dashboardQuerySchema = z.object({
  months: z.coerce
    .number()
    .int('months must be a whole number')
    .refine((n) => [6, 12, 24].includes(n), 'months must be 6, 12 or 24')
    .default(12),
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .refine((n) => [7, 30, 90].includes(n), 'days must be 7, 30 or 90')
    .default(30),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
