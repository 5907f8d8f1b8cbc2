// zod schemas of the billing queries and bodies, shared by the server (validation) and the
// portal's forms. The types inferred from them live here too; ../billing names them by `import type`.

import {
  BRI_CODE,
  DEFAULT_PER_PAGE,
  INVOICE_KINDS,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  PER_PAGE_OPTIONS,
  type SortDir,
  TRANSAKSI_SORT_KEYS,
  TRANSAKSI_STATUSES,
  WALLET_TOPUP_MAX,
  WALLET_TOPUP_MIN,
} from '../billing';
import { positiveInt } from '../common/schemas';
import { z } from '../zod';

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Not a real date',
  );

export const pageSchema = positiveInt('page').max(1_000_000, 'page is too large').default(1);
export const perPageSchema = z.coerce
  .number({ error: 'perPage must be a number' })
  .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n), 'perPage must be 10, 25, 50 or 100')
  .default(DEFAULT_PER_PAGE);
/** Empty strings in a query mean "not set". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
export const searchText = optional(z.string().trim().max(100, 'Search text is at most 100 characters'));

export const sortSchema = <K extends string>(keys: readonly K[], fallback: `${K}:${SortDir}`) =>
  optional(
    z
      .string()
      .regex(
        new RegExp(`^(${keys.join('|')}):(asc|desc)$`),
        `sort must be one of ${keys.join(', ')} with :asc or :desc`,
      ),
  ).transform((s) => (s ?? fallback) as `${K}:${SortDir}`);

/** One of `statuses`, or not set. */
const statusSchema = <S extends string>(statuses: readonly [S, ...S[]]) =>
  optional(z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}` }));

const dateRange = { date_from: optional(isoDate), date_to: optional(isoDate) };

/** What every list query ends with: an admin's client filter, paging and the sort. */
const listTail = <K extends string>(keys: readonly K[], fallback: `${K}:${SortDir}`) => ({
  client_id: optional(positiveInt('client_id')),
  page: pageSchema,
  perPage: perPageSchema,
  sort: sortSchema(keys, fallback),
});

/**
 * GET /invoice and GET /invoice/export.csv query.
 * - q: part of the number, the seller's name or the note (case-insensitive)
 * - status: one InvoiceStatus (JATUH_TEMPO = unpaid and overdue; BELUM_DIBAYAR = unpaid, not overdue)
 * - date_from/date_to: issue date range, inclusive; due_from/due_to: due date range, inclusive
 * - kind: TAGIHAN | TOPUP (without it, bills only: a top-up is not a bill the client owes); client_id: admin only (ignored for clients), and required of the admin (403 without: no list sums every client)
 * - sort 'tanggal:desc' (default) …; ties broken by id in the same direction.
 *   Sorting by status uses the stored status (JATUH_TEMPO rows sort with BELUM_DIBAYAR), then
 *   the issue date, in the same direction.
 */
export const invoiceListQuerySchema = z.object({
  q: searchText,
  status: statusSchema(INVOICE_STATUSES),
  kind: optional(z.enum(INVOICE_KINDS, { error: 'kind must be TAGIHAN or TOPUP' })),
  ...dateRange,
  due_from: optional(isoDate),
  due_to: optional(isoDate),
  ...listTail(INVOICE_SORT_KEYS, 'tanggal:desc'),
});
/** Normalized query, echoed as `params` (unset fields are left out). */
export type InvoiceListParams = z.output<typeof invoiceListQuerySchema>;
/** What the portal may send (all optional; numbers may be strings in a URL). */
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/**
 * GET /transaksi and GET /transaksi/export.csv query.
 * - status: one TransaksiStatus; bank: a bank code ('002'), 'WALLET', or a short name ('BRI', 'BNI'…)
 * - q: part of the bill number or of the VA number
 * - date_from/date_to: created date range (WIB), inclusive
 * - sort 'created_at:desc' (default) …; ties broken by id. status and bank sort by creation
 *   time within a status / bank, in the same direction.
 */
export const transaksiListQuerySchema = z.object({
  q: searchText,
  status: statusSchema(TRANSAKSI_STATUSES),
  bank: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,10}$/, 'bank is a bank code such as 002, or a short name such as BRI'),
  ),
  ...dateRange,
  ...listTail(TRANSAKSI_SORT_KEYS, 'created_at:desc'),
});
export type TransaksiListParams = z.output<typeof transaksiListQuerySchema>;
export type TransaksiListQuery = z.input<typeof transaksiListQuerySchema>;

/** POST /createbriva. Default bank BRI (002). Answer: CreateVaAnswer (201 when made, 200 when the active VA is returned). */
export const createVaSchema = z.object({
  invoice_id: positiveInt('invoice_id'),
  bank_code: z
    .string()
    .regex(/^\d{3}$/, 'bank_code is a 3-digit bank code')
    .default(BRI_CODE),
});
export type CreateVaBody = z.input<typeof createVaSchema>;

/**
 * POST /testPayment (sandbox only): acts as the bank's payment notification. Give `va_number` or
 * `id` (payment id). `amount`, when given, must equal the VA's amount. `channel` defaults to MOBILE.
 * Idempotent: paying a paid VA again answers 200 with applied: false.
 */
export const testPaymentSchema = z
  .object({
    va_number: z
      .string()
      .regex(/^\d{10,20}$/, 'va_number is 10 to 20 digits')
      .optional(),
    id: positiveInt('id').optional(),
    amount: z.number().int().positive().optional(),
    channel: z.enum(['ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK']).default('MOBILE'),
  })
  .refine((b) => b.va_number !== undefined || b.id !== undefined, {
    message: 'Give va_number or id',
    path: ['va_number'],
  });
export type TestPaymentBody = z.input<typeof testPaymentSchema>;

/** DELETE /apps/pembayaran/delete body (same as DELETE /transaksi/{id}). Answer: { transaksi }. */
export const pembayaranDeleteSchema = z.object({ id: positiveInt('id') });

/** GET /dompet query: ledger paging (newest first). client_id: admin only. */
export const dompetQuerySchema = z.object({
  page: pageSchema,
  perPage: perPageSchema,
  client_id: optional(positiveInt('client_id')),
});
/** Normalized ledger paging, echoed as `params`. */
export type DompetParams = z.output<typeof dompetQuerySchema>;

/** POST /dompet/topup: creates a TOPUP bill (seller Portal Pajak, no PPN); pay it by VA; the wallet is credited when paid. */
export const topupSchema = z.object({
  amount: z
    .number({ error: 'amount must be a number' })
    .int('amount is whole rupiah')
    .min(WALLET_TOPUP_MIN, 'The minimum top-up is Rp 10.000')
    .max(WALLET_TOPUP_MAX, 'The maximum top-up is Rp 100.000.000'),
});

/**
 * POST /dompet/pay: pays a bill from the wallet in one transaction. A pending VA of that bill is
 * cancelled (DIBATALKAN) as part of it. Short balance → 409 insufficient_balance { balance, required }.
 */
export const walletPaySchema = z.object({ invoice_id: positiveInt('invoice_id') });

/** POST /invoice (admin only): issue a bill to a client. Answer 201 { invoice: InvoiceDetail }. */
export const createInvoiceSchema = z
  .object({
    client_id: positiveInt('client_id'),
    penjual_id: positiveInt('penjual_id'),
    tanggal: isoDate,
    jatuh_tempo: isoDate,
    catatan: z.string().trim().max(500).optional(),
    details: z
      .array(
        z.object({
          deskripsi: z.string().trim().min(1, 'Description is required').max(200),
          qty: z.number().int().positive().max(1_000_000),
          harga_satuan: z.number().int().positive().max(1_000_000_000_000),
        }),
      )
      .min(1, 'At least one line item')
      .max(100),
  })
  .refine((b) => b.jatuh_tempo >= b.tanggal, {
    message: 'Due date is before the issue date',
    path: ['jatuh_tempo'],
  });
export type CreateInvoiceBody = z.input<typeof createInvoiceSchema>;
