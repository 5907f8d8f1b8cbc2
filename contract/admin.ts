// API contract of the admin area: the users list (the original's `users` slice: users, total,
// params, allData) and the admin home's summary. Plain values and types; the query schema is in
// ./admin/schemas, the answers' schemas in ./admin/responses (named here by type-only imports).

import type { z } from 'zod';
import type {
  adminSummarySchema,
  adminUserRowSchema,
  analyticsDashboardSchema,
  crmDashboardSchema,
  ecommerceDashboardSchema,
  monthAmountSchema,
  monthCountSchema,
  userListResponseSchema,
} from './admin/responses';

export const ADMIN_PATHS = {
  users: '/users',
  summary: '/admin/summary',
  dashboardCrm: '/admin/dashboards/crm',
  dashboardAnalytics: '/admin/dashboards/analytics',
  dashboardEcommerce: '/admin/dashboards/ecommerce',
  /** every path under /admin: the server lets only an admin reach any of them */
  area: '/admin/*',
} as const;

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** GET /users. `allData` holds the number of accounts a role over the whole table (not rows). */
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** GET /admin/summary: counts and sums over every client. */
export type AdminSummary = z.infer<typeof adminSummarySchema>;

// ---- The three admin dashboards (GET /admin/dashboards/*). Months are WIB 'YYYY-MM', days WIB
// 'YYYY-MM-DD', oldest first, every month or day of the window present (zeros included).
// Amounts are whole rupiah. Bills are the service's bills (kind TAGIHAN): wallet top-ups are
// deposits, counted when a bill is paid from the wallet.

export type MonthCount = z.infer<typeof monthCountSchema>;

export type MonthAmount = z.infer<typeof monthAmountSchema>;

/** GET /admin/dashboards/crm: the clients. */
export type CrmDashboard = z.infer<typeof crmDashboardSchema>;

/** GET /admin/dashboards/analytics: sign-ins and withholding slips. */
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

/** GET /admin/dashboards/ecommerce: billing and payments. */
export type EcommerceDashboard = z.infer<typeof ecommerceDashboardSchema>;
