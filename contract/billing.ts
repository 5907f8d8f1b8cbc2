// Billing API (issue 4): sellers, bills (tagihan), virtual-account payments (transaksi), wallet
// (dompet), dashboard. Paths are relative to the API base (/api) and keep the original service's
// names; so do the list answers ({ invoices, total, params } and { transaksis, allData, total }).
//
// Conventions
// - Money: integer rupiah, JSON numbers (bigint in SQL; every amount stays far below 2^53).
// - Dates: `tanggal`, `jatuh_tempo`, `date_from`… are calendar dates 'YYYY-MM-DD' in WIB (UTC+7).
//   Instants (`created_at`, `expires_at`, `paid_at`) are ISO 8601 UTC strings.
// - Errors: non-2xx { error, code?, fields? } (contract/errors.ts); codes below in BILLING_ERROR_CODES.
// - Scoping: a client sees only its own rows; another client's id answers 404 `not_found`.
//   An admin sees every client's rows (each row carries client_id / client_nama) and may filter
//   lists by `client_id`.
// - Plain values and types only: the list and view pages import this file without zod. The
//   zod schemas, and the types inferred from them, are in ./billing/schemas; the answers' types
//   come from their zod schemas in ./billing/responses by type-only imports.

import type { z } from 'zod';
import type {
  bankInfoSchema,
  bankSchema,
  createVaAnswerSchema,
  dashboardAnswerSchema,
  dompetAnswerSchema,
  invoiceDetailAnswerSchema,
  invoiceDetailSchema,
  invoiceLineSchema,
  invoiceListAnswerSchema,
  invoiceSchema,
  ledgerEntrySchema,
  payInstructionSchema,
  penjualSchema,
  showVaAnswerSchema,
  testPaymentAnswerSchema,
  transaksiCountsSchema,
  transaksiListAnswerSchema,
  transaksiSchema,
  transaksiStatusAnswerSchema,
  walletPayAnswerSchema,
} from './billing/responses';

export const BILLING_PATHS = {
  penjual: '/penjual',
  /** GET list (+ admin-only POST to create a bill) */
  invoices: '/invoice',
  /** GET detail, DELETE = cancel */
  invoice: (id: number) => `/invoice/${id}`,
  invoicesCsv: '/invoice/export.csv',
  listbank: '/listbank',
  informasibank: '/informasibank',
  createbriva: '/createbriva',
  showbriva: (id: number) => `/showbriva/${id}`,
  getstatus: (id: number) => `/getstatus/${id}`,
  transaksis: '/transaksi',
  /** DELETE = cancel a pending payment */
  transaksi: (id: number) => `/transaksi/${id}`,
  /** the original's cancel: DELETE with body { id } */
  pembayaranDelete: '/apps/pembayaran/delete',
  transaksisCsv: '/transaksi/export.csv',
  /** sandbox bank; 404 unless the server runs with SANDBOX on */
  testPayment: '/testPayment',
  dompet: '/dompet',
  dompetTopup: '/dompet/topup',
  dompetPay: '/dompet/pay',
  dashboard: '/dashboard',
} as const;

/** Machine codes of billing errors; the portal translates them under apiErrors. */
export const BILLING_ERROR_CODES = [
  'validation', // 400: a field, query or path parameter is wrong (see `fields`)
  'not_found', // 404: no such row, or it belongs to another client
  'forbidden', // 403: admin-only endpoint
  'already_paid', // 409: the bill is LUNAS
  'already_cancelled', // 409: the bill is DIBATALKAN
  'has_active_payment', // 409: cancel refused: the bill has a pending VA (cancel the VA first)
  'not_payable', // 409: the bill cannot be paid (paid / cancelled)
  'not_pending', // 409: the payment is not MENUNGGU (cancel of a paid/expired/cancelled one)
  'va_expired', // 409: testPayment on an expired VA (make a new VA)
  'va_cancelled', // 409: testPayment on a cancelled VA
  'amount_mismatch', // 409: testPayment with an amount that is not the VA's exact amount
  'bank_no_va', // 400: the chosen bank offers no virtual account here
  'insufficient_balance', // 409: wallet pay with a short balance; answer carries `balance` and `required`
  'topup_from_wallet', // 409: a top-up bill cannot be paid from the wallet
] as const;
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number];

// ---------------------------------------------------------------- statuses

/**
 * Bill status as answered. Stored: BELUM_DIBAYAR, MENUNGGU, LUNAS, DIBATALKAN.
 * JATUH_TEMPO is derived on read: BELUM_DIBAYAR whose jatuh_tempo is before today (WIB).
 * - BELUM_DIBAYAR: unpaid, no active VA, not yet overdue. Can be paid (VA or wallet) and cancelled.
 * - JATUH_TEMPO: unpaid and overdue. Can still be paid and cancelled.
 * - MENUNGGU: has an active (pending) VA. Pay = show that VA; cancel the bill only after
 *   cancelling the VA. When the VA expires or is cancelled, the bill returns to BELUM_DIBAYAR/JATUH_TEMPO.
 *   A MENUNGGU bill past its due date stays MENUNGGU (a payment is under way).
 * - LUNAS: paid (by VA or wallet). Final.
 * - DIBATALKAN: cancelled. Final.
 */
export const INVOICE_STATUSES = ['BELUM_DIBAYAR', 'JATUH_TEMPO', 'MENUNGGU', 'LUNAS', 'DIBATALKAN'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** statuses that still need paying (dashboard "unpaid") */
export const UNPAID_INVOICE_STATUSES: readonly InvoiceStatus[] = ['BELUM_DIBAYAR', 'JATUH_TEMPO', 'MENUNGGU'];

/**
 * Payment status:
 * - MENUNGGU: VA active, waiting for the bank. → TERBAYAR (paid), KADALUARSA (expires_at passed;
 *   applied lazily on every read and by a periodic sweep), DIBATALKAN (cancelled by the client).
 * - TERBAYAR, KADALUARSA, DIBATALKAN are final. A paid payment is never downgraded.
 */
export const TRANSAKSI_STATUSES = ['MENUNGGU', 'TERBAYAR', 'KADALUARSA', 'DIBATALKAN'] as const;
export type TransaksiStatus = (typeof TRANSAKSI_STATUSES)[number];

/** 'VA' = bank virtual account; 'WALLET' = paid from the dompet (bank_code 'WALLET', no VA number). */
export const PAYMENT_METHODS = ['VA', 'WALLET'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where a paid payment was made; null while not paid. */
export const PAYMENT_CHANNELS = ['ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK', 'WALLET'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** TAGIHAN = a bill from a seller; TOPUP = a wallet top-up bill (seller "Portal Pajak", no PPN). */
export const INVOICE_KINDS = ['TAGIHAN', 'TOPUP'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** PPN rate as a percentage (the PPN of a DPP: ./billing/ppn ppnOf). */
export const PPN_PERCENT = 11;

export const WALLET_TOPUP_MIN = 10_000;
export const WALLET_TOPUP_MAX = 100_000_000;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 10;
/** Default VA lifetime (server VA_TTL_MINUTES). The answer's expires_at is what counts. */
export const DEFAULT_VA_TTL_MINUTES = 24 * 60;
/** Bank Rakyat Indonesia: the bank of a new VA when none is chosen, and the portal's quick view on Pembayaran. */
export const BRI_CODE = '002';
/** Bank code used as `bank_code` of wallet payments (not a real bank). */
export const WALLET_BANK_CODE = 'WALLET';

// ---------------------------------------------------------------- entities

export type Penjual = z.infer<typeof penjualSchema>;

export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A row of GET /invoice. */
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /invoice/{id}. */
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** A payment (row of GET /transaksi; answer of createbriva / showbriva). */
export type Transaksi = z.infer<typeof transaksiSchema>;

/** GET /getstatus/{id}: small answer for polling. Reading it also applies a due expiry. */
export type TransaksiStatusAnswer = z.infer<typeof transaksiStatusAnswerSchema>;

export type Bank = z.infer<typeof bankSchema>;

export const PAY_CHANNELS = ['ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/**
 * How to pay through one channel. Texts in Indonesian (`id`) and English (`en`); step texts may
 * contain the placeholders {va} (VA number), {bank_code} (the bank's 3-digit code) and {amount}
 * which the portal replaces.
 */
export type PayInstruction = z.infer<typeof payInstructionSchema>;

/** GET /informasibank (optionally ?code=002): only banks with a VA. */
export type BankInfo = z.infer<typeof bankInfoSchema>;

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

// ---------------------------------------------------------------- lists

/** Sort keys of GET /invoice; `sort` is 'key:asc' or 'key:desc' (default 'tanggal:desc'). */
export const INVOICE_SORT_KEYS = ['tanggal', 'jatuh_tempo', 'total', 'nomor', 'status'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];
export const TRANSAKSI_SORT_KEYS = ['created_at', 'amount', 'nomor_invoice', 'status', 'bank'] as const;
export type TransaksiSortKey = (typeof TRANSAKSI_SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export type InvoiceListAnswer = z.infer<typeof invoiceListAnswerSchema>;

/**
 * `allData`: NOT every row. It holds counts per status for the SAME filters except `status`
 * (for the tab badges), plus ALL = their sum.
 */
export type TransaksiCounts = z.infer<typeof transaksiCountsSchema>;

export type TransaksiListAnswer = z.infer<typeof transaksiListAnswerSchema>;

// ---------------------------------------------------------------- answers to the bodies of ./billing/schemas

/**
 * Idempotent: while the bill has a pending VA, every call answers that VA (created: false), even
 * when another bank_code is asked for: cancel it first (DELETE /transaksi/{id}) to switch banks.
 */
export type CreateVaAnswer = z.infer<typeof createVaAnswerSchema>;

/** GET /showbriva/{id}: the payment (VA) with the same sandbox flag. Applies a due expiry first. */
export type ShowVaAnswer = z.infer<typeof showVaAnswerSchema>;

export type TestPaymentAnswer = z.infer<typeof testPaymentAnswerSchema>;

export type DompetAnswer = z.infer<typeof dompetAnswerSchema>;

export type TopupAnswer = z.infer<typeof invoiceDetailAnswerSchema>;

export type WalletPayAnswer = z.infer<typeof walletPayAnswerSchema>;

// ---------------------------------------------------------------- dashboard

/**
 * GET /dashboard. Amounts are sums over the signed-in client's rows (admin: all clients). Bills are
 * kind TAGIHAN only: a top-up (TOPUP) is not owed and is never counted as unpaid or due.
 * - unpaid_*: bills BELUM_DIBAYAR, JATUH_TEMPO or MENUNGGU
 * - due_within_7_days: unpaid bills with today ≤ jatuh_tempo ≤ today + 7 (WIB)
 * - paid_this_month: TERBAYAR payments (VA and wallet) with paid_at in the current WIB month
 * - payments_per_month: TERBAYAR payments by paid_at month, the last 12 months oldest first
 *   (months with none included as zeros), month 'YYYY-MM'
 * - upcoming_due: 5 unpaid bills with the earliest due date (overdue ones first)
 * - recent_payments: 5 newest TERBAYAR payments by paid_at
 */
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

// ---------------------------------------------------------------- CSV exports

/**
 * CSV exports: UTF-8 with BOM, comma separated, RFC 4180 quoting, header row, every matching
 * row (not only the page) in the list's sort order, amounts as plain integers, statuses as codes.
 * Content-Disposition: attachment; filename="tagihan-YYYYMMDD.csv" / "pembayaran-YYYYMMDD.csv".
 */
export const INVOICE_CSV_COLUMNS = [
  'nomor',
  'tanggal',
  'jatuh_tempo',
  'penjual',
  'npwp_penjual',
  'klien',
  'dpp',
  'ppn',
  'total',
  'status',
  'catatan',
] as const;
export const TRANSAKSI_CSV_COLUMNS = [
  'id',
  'nomor_invoice',
  'klien',
  'bank',
  'bank_code',
  'va_number',
  'amount',
  'status',
  'channel',
  'created_at',
  'expires_at',
  'paid_at',
] as const;
