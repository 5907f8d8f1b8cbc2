// zod schemas of the admin area's answers; ../admin names their types (import type + z.infer).

import { userSchema } from '../auth/responses';
import { PAYMENT_CHANNELS } from '../billing';
import { instant } from '../common/responses';
import { PASALS } from '../ebupot';
import { z } from '../zod';
import { USER_STATUSES, userListQuerySchema } from './schemas';

const countTotal = z.object({ count: z.number().int(), total: z.number().int() });

export const adminUserRowSchema = userSchema
  .pick({
    id: true,
    nama: true,
    email: true,
    role: true,
    phone: true,
    npwp: true,
    company_name: true,
    email_verified_at: true,
    created_at: true,
  })
  .extend({
    /** 'pending': the address is not confirmed yet; 'suspended' wins over it */
    status: z.enum(USER_STATUSES),
    suspended_at: instant.nullable(),
    last_sign_in_at: instant.nullable(),
  });

/**
 * GET /users. `allData` is a summary of the whole table, not rows: accounts by built-in role
 * (staff = every other role) and by status, for the list's counts whatever the filters.
 */
export const userListResponseSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number().int(),
  params: userListQuerySchema,
  allData: z.object({
    client: z.number().int(),
    admin: z.number().int(),
    staff: z.number().int(),
    unverified: z.number().int(),
    active: z.number().int(),
    pending: z.number().int(),
    suspended: z.number().int(),
  }),
});

/** GET /admin/summary: counts and sums over every client. */
export const adminSummarySchema = z.object({
  clients: z.number().int(),
  unpaid_invoices: countTotal,
  pending_payments: countTotal,
  paid_this_month: countTotal,
  issued_slips: z.number().int(),
});

// ---- The three admin dashboards (GET /admin/dashboards/*). Months 'YYYY-MM', days 'YYYY-MM-DD'
// (WIB), oldest first, every month or day of the window present; amounts in whole rupiah.

const month = z.string().meta({ description: "WIB month 'YYYY-MM'" });
export const monthCountSchema = z.object({ month, count: z.number().int() });
export const monthAmountSchema = monthCountSchema.extend({ total: z.number().int() });

/** GET /admin/dashboards/crm: the clients. */
export const crmDashboardSchema = z.object({
  clients: z.object({
    total: z.number().int(),
    /** confirmed their address (and not suspended) */
    active: z.number().int(),
    /** registered, address not confirmed yet */
    pending_confirmation: z.number().int(),
    /** suspended accounts (null kept in the type for older servers) */
    suspended: z.number().int().nullable(),
    new_this_month: z.number().int(),
    /** distinct clients who signed in during the last 30 days */
    signed_in_30_days: z.number().int(),
  }),
  new_clients_per_month: z.array(monthCountSchema),
  recent_clients: z.array(
    z.object({
      id: z.number().int(),
      nama: z.string(),
      email: z.string(),
      created_at: instant,
      confirmed: z.boolean(),
    }),
  ),
});

/** GET /admin/dashboards/analytics: sign-ins and withholding slips. */
export const analyticsDashboardSchema = z.object({
  /** sessions opened a day (sign-ins) and how many accounts opened them, last `days` days */
  sign_ins_per_day: z.array(z.object({ day: z.string(), count: z.number().int(), users: z.number().int() })),
  slips: z.object({
    issued: z.number().int(),
    issued_this_month: z.number().int(),
    pph_total: z.number().int(),
  }),
  /** live issued slips (corrections replace their original) by month of issue and PPh article */
  slips_per_month: z.array(
    z.object({ month, by_pasal: z.record(z.enum(PASALS), z.number().int()), pph: z.number().int() }),
  ),
  top_tax_objects: z.array(
    z.object({
      code: z.string(),
      pasal: z.enum(PASALS),
      name_id: z.string(),
      name_en: z.string(),
      count: z.number().int(),
      pph: z.number().int(),
    }),
  ),
});

/** GET /admin/dashboards/ecommerce: billing and payments. */
export const ecommerceDashboardSchema = z.object({
  outstanding: countTotal,
  /** unpaid past their due date (WIB today) */
  overdue: countTotal,
  issued_this_month: countTotal,
  paid_this_month: countTotal,
  /** bills issued (by bill date, cancelled ones left out) and bills paid (by payment date) */
  issued_per_month: z.array(monthAmountSchema),
  paid_per_month: z.array(monthAmountSchema),
  /** paid bills over the window by the bank (or wallet) and the channel they were paid through */
  payments_by_bank: z.array(
    z.object({ bank_code: z.string(), bank: z.string(), count: z.number().int(), total: z.number().int() }),
  ),
  payments_by_channel: z.array(
    z.object({
      channel: z.enum(PAYMENT_CHANNELS).nullable(),
      count: z.number().int(),
      total: z.number().int(),
    }),
  ),
  /** clients by amount billed over the window */
  top_clients: z.array(
    z.object({
      id: z.number().int(),
      nama: z.string(),
      company_name: z.string().nullable(),
      billed: z.number().int(),
      paid: z.number().int(),
      outstanding: z.number().int(),
    }),
  ),
});
