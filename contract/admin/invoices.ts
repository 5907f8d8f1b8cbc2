// The admin's invoice app (issue 16): the service's own bills, issued to its clients. Paths are
// under /admin/invoices (the area guard checks the caller's ability on 'invoices' by method: GET
// read, POST create, PUT/PATCH update). Plain values and types only (list pages import this file
// without zod); the zod schemas are in ./invoice-schemas and ./invoice-responses.
//
import type { z } from 'zod';
import type {
  adminInvoiceDetailSchema,
  adminInvoiceLineSchema,
  adminInvoiceListAnswerSchema,
  adminInvoiceRowSchema,
  bulkInvoiceAnswerSchema,
  manualPaymentSchema,
} from './invoice-responses';

// Status as the admin sees it, from the stored status, the manual payments and the due date:
// - DRAFT: not yet sent; invisible to the client; the only state that can be edited.
// - SENT: sent, nothing paid, not past due (client: BELUM_DIBAYAR, or MENUNGGU with a VA open).
// - PARTIAL: sent, part paid by manual payments, not past due (client: BELUM_DIBAYAR/MENUNGGU).
// - PAST_DUE: unpaid (wholly or partly) and its due date has passed (client: JATUH_TEMPO).
// - PAID: paid in full, by VA, wallet or manual payments (client: LUNAS).
// - CANCELLED (client: DIBATALKAN). Never after a payment.

export const ADMIN_INVOICE_STATUSES = ['DRAFT', 'SENT', 'PARTIAL', 'PAST_DUE', 'PAID', 'CANCELLED'] as const;
export type AdminInvoiceStatus = (typeof ADMIN_INVOICE_STATUSES)[number];

/** How a manual payment reached the service. */
export const MANUAL_PAYMENT_CHANNELS = ['TRANSFER', 'CASH', 'CHEQUE', 'OTHER'] as const;
export type ManualPaymentChannel = (typeof MANUAL_PAYMENT_CHANNELS)[number];

export const ADMIN_INVOICE_SORT_KEYS = ['tanggal', 'jatuh_tempo', 'total', 'nomor'] as const;
export type AdminInvoiceSortKey = (typeof ADMIN_INVOICE_SORT_KEYS)[number];

export const BULK_INVOICE_ACTIONS = ['send', 'cancel'] as const;
export type BulkInvoiceAction = (typeof BULK_INVOICE_ACTIONS)[number];
/** At most this many bills in one bulk action. */
export const BULK_INVOICE_MAX = 100;

export const ADMIN_INVOICE_PATHS = {
  /** GET list, POST create (a draft, or sent at once with send: true) */
  list: '/admin/invoices',
  csv: '/admin/invoices/export.csv',
  /** PATCH { action, ids }: send or cancel several bills */
  bulk: '/admin/invoices/bulk',
  /** GET one, PUT update (drafts only) */
  one: (id: number | string) => `/admin/invoices/${id}`,
  send: (id: number | string) => `/admin/invoices/${id}/send`,
  cancel: (id: number | string) => `/admin/invoices/${id}/cancel`,
  /** POST a manual payment */
  payments: (id: number | string) => `/admin/invoices/${id}/payments`,
} as const;

/** Machine codes of the app's 409s (besides validation, not_found, forbidden). */
export const ADMIN_INVOICE_ERROR_CODES = [
  'not_draft', // only a draft can be edited or sent
  'not_sent', // a draft has no payments
  'has_payment', // cancel refused: something was paid
  'already_paid',
  'already_cancelled',
  'overpayment', // the payment is more than the balance
  'due_passed', // sending a draft whose due date has passed
] as const;

export type AdminInvoiceLine = z.infer<typeof adminInvoiceLineSchema>;
/** A row of the list. */
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;
export type ManualPayment = z.infer<typeof manualPaymentSchema>;
export type AdminInvoiceDetail = z.infer<typeof adminInvoiceDetailSchema>;
export type AdminInvoiceListAnswer = z.infer<typeof adminInvoiceListAnswerSchema>;
export type BulkInvoiceAnswer = z.infer<typeof bulkInvoiceAnswerSchema>;
