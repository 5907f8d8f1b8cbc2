// API contract of the admin area: the users list (the original's `users` slice: users, total,
// params, allData) and the admin home's summary. Plain values and types; the query schema is in
// ./admin/schemas.

import type { UserListQuery } from './admin/schemas';

export const ADMIN_PATHS = {
  users: '/users',
  summary: '/admin/summary',
  /** every path under /admin: the server lets only an admin reach any of them */
  area: '/admin/*',
} as const;

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
