// API contract of the admin area: the users list (the original's `users` slice: users, total,
// params, allData) and the admin home's summary. Plain values and types; the query schema is in
// ./admin/schemas, the answers' schemas in ./admin/responses (named here by type-only imports).

import type { z } from 'zod';
import type { StaffSubject } from './acl';
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
  roles: '/admin/roles',
  role: (id: number | string) => `/admin/roles/${id}`,
  permissions: '/admin/permissions',
  permission: (id: number | string) => `/admin/permissions/${id}`,
  audit: '/admin/audit',
  /** PUT { role }: gives an account another role */
  userRole: (id: number | string) => `/admin/users/${id}/role`,
  /** the original's calls: POST { data } invites a new account, DELETE { id } removes one */
  addUser: '/apps/users/add-user',
  deleteUser: '/apps/users/delete',
  /** GET the profile card, PUT corrects it */
  user: (id: number | string) => `/admin/users/${id}`,
  userSuspend: (id: number | string) => `/admin/users/${id}/suspend`,
  userReactivate: (id: number | string) => `/admin/users/${id}/reactivate`,
  /** POST: ends every session and mails a code to set a new password */
  userResetPassword: (id: number | string) => `/admin/users/${id}/reset-password`,
  userSessions: (id: number | string) => `/admin/users/${id}/sessions`,
  userSession: (id: number | string, sessionId: number | string) =>
    `/admin/users/${id}/sessions/${sessionId}`,
  userSlips: (id: number | string) => `/admin/users/${id}/slips`,
  /** a client's bills, payments and wallet, for staff who may also read invoices / payments */
  userBills: (id: number | string) => `/admin/users/${id}/bills`,
  userPayments: (id: number | string) => `/admin/users/${id}/payments`,
  userWallet: (id: number | string) => `/admin/users/${id}/wallet`,
  /** the original's user calls outside /admin: guarded with the same subject map */
  usersArea: '/apps/users/*',
  /** every path under /admin: the server checks the caller's ability on each (ADMIN_AREA_SUBJECTS) */
  area: '/admin/*',
} as const;

/**
 * The subject of each part of the admin area (longest prefix wins); the method gives the action
 * (GET read, POST create, PUT/PATCH update, DELETE delete). A path not named here is the admin's alone.
 */
export const ADMIN_AREA_SUBJECTS: Readonly<Record<string, StaffSubject>> = {
  '/admin/summary': 'dashboards',
  '/admin/dashboards': 'dashboards',
  '/admin/roles': 'roles',
  '/admin/permissions': 'roles',
  '/admin/audit': 'audit',
  '/admin/users': 'users',
  '/apps/users': 'users',
  '/admin/invoices': 'invoices',
  '/admin/messages': 'email',
  '/admin/chat': 'chat',
  '/admin/content': 'content',
};

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** GET /users. `allData`: accounts of the whole table by built-in role and by status (not rows). */
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
