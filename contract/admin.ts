// API contract of the admin area: the users list (the original's `users` slice: users, total,
// params, allData) and the admin home's summary. Plain values and types; the query schema is in
// ./admin/schemas.

import type { UserListQuery } from './admin/schemas';
import type { PaymentChannel } from './billing';
import type { Pasal } from './ebupot';

export const ADMIN_PATHS = {
  users: '/users',
  summary: '/admin/summary',
  dashboardCrm: '/admin/dashboards/crm',
  dashboardAnalytics: '/admin/dashboards/analytics',
  dashboardEcommerce: '/admin/dashboards/ecommerce',
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

// ---- The three admin dashboards (GET /admin/dashboards/*). Months are WIB 'YYYY-MM', days WIB
// 'YYYY-MM-DD', oldest first, every month or day of the window present (zeros included).
// Amounts are whole rupiah. Bills are the service's bills (kind TAGIHAN): wallet top-ups are
// deposits, counted when a bill is paid from the wallet.

export interface MonthCount {
  month: string;
  count: number;
}

export interface MonthAmount extends MonthCount {
  total: number;
}

/** GET /admin/dashboards/crm: the clients. */
export interface CrmDashboard {
  clients: {
    total: number;
    /** confirmed their address (and not suspended) */
    active: number;
    /** registered, address not confirmed yet */
    pending_confirmation: number;
    /** null while accounts cannot be suspended (no suspension is stored yet) */
    suspended: number | null;
    new_this_month: number;
    /** distinct clients who signed in during the last 30 days */
    signed_in_30_days: number;
  };
  new_clients_per_month: MonthCount[];
  recent_clients: { id: number; nama: string; email: string; created_at: string; confirmed: boolean }[];
}

/** GET /admin/dashboards/analytics: sign-ins and withholding slips. */
export interface AnalyticsDashboard {
  /** sessions opened a day (sign-ins) and how many accounts opened them, last `days` days */
  sign_ins_per_day: { day: string; count: number; users: number }[];
  slips: { issued: number; issued_this_month: number; pph_total: number };
  /** live issued slips (corrections replace their original) by month of issue and PPh article */
  slips_per_month: { month: string; by_pasal: Record<Pasal, number>; pph: number }[];
  top_tax_objects: {
    code: string;
    pasal: Pasal;
    name_id: string;
    name_en: string;
    count: number;
    pph: number;
  }[];
}

/** GET /admin/dashboards/ecommerce: billing and payments. */
export interface EcommerceDashboard {
  outstanding: { count: number; total: number };
  /** unpaid past their due date (WIB today) */
  overdue: { count: number; total: number };
  issued_this_month: { count: number; total: number };
  paid_this_month: { count: number; total: number };
  /** bills issued (by bill date, cancelled ones left out) and bills paid (by payment date) */
  issued_per_month: MonthAmount[];
  paid_per_month: MonthAmount[];
  /** paid bills over the window by the bank (or wallet) and the channel they were paid through */
  payments_by_bank: { bank_code: string; bank: string; count: number; total: number }[];
  payments_by_channel: { channel: PaymentChannel | null; count: number; total: number }[];
  /** clients by amount billed over the window */
  top_clients: {
    id: number;
    nama: string;
    company_name: string | null;
    billed: number;
    paid: number;
    outstanding: number;
  }[];
}
