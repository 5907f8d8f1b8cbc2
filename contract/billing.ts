import { z } from './zod';

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

/** PPN rate as a percentage: PPN = round(DPP × 11 / 100), half up. Top-up bills have no PPN. */
export const PPN_PERCENT = 11;
export const ppnOf = (dpp: number) => Math.round((dpp * PPN_PERCENT) / 100);

export const WALLET_TOPUP_MIN = 10_000;
export const WALLET_TOPUP_MAX = 100_000_000;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 10;
/** Default VA lifetime (server VA_TTL_MINUTES). The answer's expires_at is what counts. */
export const DEFAULT_VA_TTL_MINUTES = 24 * 60;
/** Bank code used as `bank_code` of wallet payments (not a real bank). */
export const WALLET_BANK_CODE = 'WALLET';

// ---------------------------------------------------------------- entities

export interface Penjual {
  id: number;
  nama: string;
  /** canonical 16-digit NPWP */
  npwp: string;
  alamat: string;
}

export interface InvoiceLine {
  deskripsi: string;
  qty: number;
  harga_satuan: number;
  /** qty × harga_satuan */
  jumlah: number;
}

/** A row of GET /invoice. */
export interface Invoice {
  id: number;
  /** e.g. INV/2026/11/000123 (top-ups: TOPUP/2026/11/000124) */
  nomor: string;
  kind: InvoiceKind;
  penjual_id: number;
  penjual_nama: string;
  client_id: number;
  client_nama: string;
  /** issue date YYYY-MM-DD */
  tanggal: string;
  /** due date YYYY-MM-DD */
  jatuh_tempo: string;
  details: InvoiceLine[];
  /** sum of details[].jumlah */
  dpp: number;
  ppn: number;
  /** dpp + ppn: the amount to pay */
  total: number;
  status: InvoiceStatus;
  catatan: string | null;
  created_at: string;
  paid_at: string | null;
  /** the pending VA's payment id when status is MENUNGGU */
  active_transaksi_id: number | null;
  /** BELUM_DIBAYAR or JATUH_TEMPO (no active VA) */
  can_cancel: boolean;
  /** BELUM_DIBAYAR, JATUH_TEMPO or MENUNGGU */
  can_pay: boolean;
}

/** GET /invoice/{id}. */
export interface InvoiceDetail extends Invoice {
  penjual: Penjual;
  client: {
    id: number;
    nama: string;
    email: string;
    npwp: string | null;
    company_name: string | null;
    address: string | null;
  };
  /** every payment of this bill, newest first */
  transaksis: Transaksi[];
}

/** A payment (row of GET /transaksi; answer of createbriva / showbriva). */
export interface Transaksi {
  id: number;
  invoice_id: number;
  nomor_invoice: string;
  penjual_nama: string;
  client_id: number;
  client_nama: string;
  method: PaymentMethod;
  /** bank name, e.g. 'Bank Rakyat Indonesia'; 'Dompet Portal Pajak' for wallet payments */
  bank: string;
  /** '002' for BRI …; 'WALLET' for wallet payments */
  bank_code: string;
  /** digits only (group them for display, copy without spaces); null for wallet payments */
  va_number: string | null;
  /** name shown at the ATM / mobile banking (max 40 chars) */
  va_name: string;
  /** exact amount to pay (the bill's total) */
  amount: number;
  status: TransaksiStatus;
  channel: PaymentChannel | null;
  created_at: string;
  /** null for wallet payments */
  expires_at: string | null;
  paid_at: string | null;
}

/** GET /getstatus/{id}: small answer for polling. Reading it also applies a due expiry. */
export interface TransaksiStatusAnswer {
  id: number;
  status: TransaksiStatus;
  invoice_status: InvoiceStatus;
  paid_at: string | null;
  expires_at: string | null;
}

export interface Bank {
  /** 3-digit interbank code (formats.md §9) */
  code: string;
  nama: string;
  singkatan: string;
  swift: string | null;
  /** a VA can be created for this bank (createbriva accepts the code) */
  va_supported: boolean;
  /** product name, e.g. 'BRIVA', 'Mandiri Virtual Account'; null when no VA */
  va_product: string | null;
  /** total VA digits for this bank (BRI: 15 = 5-digit company code + 10-digit customer code) */
  va_length: number | null;
}

export const PAY_CHANNELS = ['ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/**
 * How to pay through one channel. Texts in Indonesian (`id`) and English (`en`); step texts may
 * contain the placeholders {va} (VA number), {bank_code} (the bank's 3-digit code) and {amount}
 * which the portal replaces.
 */
export interface PayInstruction {
  channel: PayChannel;
  title: { id: string; en: string };
  steps: { id: string[]; en: string[] };
}

/** GET /informasibank (optionally ?code=002): only banks with a VA. */
export interface BankInfo extends Bank {
  instructions: PayInstruction[];
}

export interface LedgerEntry {
  id: number;
  type: 'CREDIT' | 'DEBIT';
  /** always positive; DEBIT lowers the balance */
  amount: number;
  invoice_id: number | null;
  transaksi_id: number | null;
  /** the bill number the entry refers to */
  reference: string | null;
  description: string;
  created_at: string;
}

// ---------------------------------------------------------------- list queries

const toInt = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is too large`);

/** Path parameter {id}: a positive integer. */
export const idParamSchema = z.object({ id: toInt('id') });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Not a real date',
  );

const pageSchema = toInt('page').max(1_000_000, 'page is too large').default(1);
const perPageSchema = z.coerce
  .number({ error: 'perPage must be a number' })
  .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n), 'perPage must be 10, 25, 50 or 100')
  .default(DEFAULT_PER_PAGE);
/** Empty strings in a query mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const searchText = optional(z.string().trim().max(100, 'Search text is at most 100 characters'));

/** Sort keys of GET /invoice; `sort` is 'key:asc' or 'key:desc' (default 'tanggal:desc'). */
export const INVOICE_SORT_KEYS = ['tanggal', 'jatuh_tempo', 'total', 'nomor', 'status'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];
export const TRANSAKSI_SORT_KEYS = ['created_at', 'amount', 'nomor_invoice', 'status', 'bank'] as const;
export type TransaksiSortKey = (typeof TRANSAKSI_SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

const sortSchema = <K extends string>(keys: readonly K[], fallback: `${K}:${SortDir}`) =>
  optional(
    z
      .string()
      .regex(
        new RegExp(`^(${keys.join('|')}):(asc|desc)$`),
        `sort must be one of ${keys.join(', ')} with :asc or :desc`,
      ),
  ).transform((s) => (s ?? fallback) as `${K}:${SortDir}`);

/**
 * GET /invoice and GET /invoice/export.csv query.
 * - q: part of the number, the seller's name or the note (case-insensitive)
 * - status: one InvoiceStatus (JATUH_TEMPO = unpaid and overdue; BELUM_DIBAYAR = unpaid, not overdue)
 * - date_from/date_to: issue date range, inclusive; due_from/due_to: due date range, inclusive
 * - kind: TAGIHAN | TOPUP; client_id: admin only (ignored for clients)
 * - sort 'tanggal:desc' (default) …; ties broken by id in the same direction.
 *   Sorting by status uses the stored status (JATUH_TEMPO rows sort with BELUM_DIBAYAR), then
 *   the issue date, in the same direction.
 */
export const invoiceListQuerySchema = z.object({
  q: searchText,
  status: optional(
    z.enum(INVOICE_STATUSES, { error: `status must be one of ${INVOICE_STATUSES.join(', ')}` }),
  ),
  kind: optional(z.enum(INVOICE_KINDS, { error: 'kind must be TAGIHAN or TOPUP' })),
  date_from: optional(isoDate),
  date_to: optional(isoDate),
  due_from: optional(isoDate),
  due_to: optional(isoDate),
  client_id: optional(toInt('client_id')),
  page: pageSchema,
  perPage: perPageSchema,
  sort: sortSchema(INVOICE_SORT_KEYS, 'tanggal:desc'),
});
/** Normalized query, echoed as `params` (unset fields are left out). */
export type InvoiceListParams = z.output<typeof invoiceListQuerySchema>;
/** What the portal may send (all optional; numbers may be strings in a URL). */
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export interface InvoiceListAnswer {
  invoices: Invoice[];
  /** rows matching the filters (all pages) */
  total: number;
  params: InvoiceListParams;
}

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
  status: optional(
    z.enum(TRANSAKSI_STATUSES, { error: `status must be one of ${TRANSAKSI_STATUSES.join(', ')}` }),
  ),
  bank: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,10}$/, 'bank is a bank code such as 002, or a short name such as BRI'),
  ),
  date_from: optional(isoDate),
  date_to: optional(isoDate),
  client_id: optional(toInt('client_id')),
  page: pageSchema,
  perPage: perPageSchema,
  sort: sortSchema(TRANSAKSI_SORT_KEYS, 'created_at:desc'),
});
export type TransaksiListParams = z.output<typeof transaksiListQuerySchema>;
export type TransaksiListQuery = z.input<typeof transaksiListQuerySchema>;

/**
 * `allData`: NOT every row. It holds counts per status for the SAME filters except `status`
 * (for the tab badges), plus ALL = their sum.
 */
export type TransaksiCounts = Record<TransaksiStatus | 'ALL', number>;

export interface TransaksiListAnswer {
  transaksis: Transaksi[];
  allData: TransaksiCounts;
  /** rows matching all filters including status */
  total: number;
  params: TransaksiListParams;
}

// ---------------------------------------------------------------- bodies

/** POST /createbriva. Default bank BRI (002). Answer: CreateVaAnswer (201 when made, 200 when the active VA is returned). */
export const createVaSchema = z.object({
  invoice_id: toInt('invoice_id'),
  bank_code: z
    .string()
    .regex(/^\d{3}$/, 'bank_code is a 3-digit bank code')
    .default('002'),
});
export type CreateVaBody = z.input<typeof createVaSchema>;
/**
 * Idempotent: while the bill has a pending VA, every call answers that VA (created: false), even
 * when another bank_code is asked for: cancel it first (DELETE /transaksi/{id}) to switch banks.
 */
export interface CreateVaAnswer {
  transaksi: Transaksi;
  created: boolean;
  /** the server runs the sandbox bank: the portal may offer "Simulate payment" (POST /testPayment) */
  sandbox: boolean;
}

/** GET /showbriva/{id}: the payment (VA) with the same sandbox flag. Applies a due expiry first. */
export interface ShowVaAnswer {
  transaksi: Transaksi;
  sandbox: boolean;
}

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
    id: toInt('id').optional(),
    amount: z.number().int().positive().optional(),
    channel: z.enum(['ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK']).default('MOBILE'),
  })
  .refine((b) => b.va_number !== undefined || b.id !== undefined, {
    message: 'Give va_number or id',
    path: ['va_number'],
  });
export type TestPaymentBody = z.input<typeof testPaymentSchema>;
export interface TestPaymentAnswer {
  transaksi: Transaksi;
  invoice: Invoice;
  /** false when the payment was already paid (a repeated notification) */
  applied: boolean;
}

/** DELETE /apps/pembayaran/delete body (same as DELETE /transaksi/{id}). Answer: { transaksi }. */
export const pembayaranDeleteSchema = z.object({ id: toInt('id') });

/** GET /dompet query: ledger paging (newest first). client_id: admin only. */
export const dompetQuerySchema = z.object({
  page: pageSchema,
  perPage: perPageSchema,
  client_id: optional(toInt('client_id')),
});
export interface DompetAnswer {
  balance: number;
  ledger: LedgerEntry[];
  total: number;
  params: z.output<typeof dompetQuerySchema>;
}

/** POST /dompet/topup: creates a TOPUP bill (seller Portal Pajak, no PPN); pay it by VA; the wallet is credited when paid. */
export const topupSchema = z.object({
  amount: z
    .number({ error: 'amount must be a number' })
    .int('amount is whole rupiah')
    .min(WALLET_TOPUP_MIN, 'The minimum top-up is Rp 10.000')
    .max(WALLET_TOPUP_MAX, 'The maximum top-up is Rp 100.000.000'),
});
export interface TopupAnswer {
  invoice: InvoiceDetail;
}

/**
 * POST /dompet/pay: pays a bill from the wallet in one transaction. A pending VA of that bill is
 * cancelled (DIBATALKAN) as part of it. Short balance → 409 insufficient_balance { balance, required }.
 */
export const walletPaySchema = z.object({ invoice_id: toInt('invoice_id') });
export interface WalletPayAnswer {
  invoice: Invoice;
  transaksi: Transaksi;
  balance: number;
}

/** POST /invoice (admin only): issue a bill to a client. Answer 201 { invoice: InvoiceDetail }. */
export const createInvoiceSchema = z
  .object({
    client_id: toInt('client_id'),
    penjual_id: toInt('penjual_id'),
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

// ---------------------------------------------------------------- dashboard

/**
 * GET /dashboard. Amounts are sums over the signed-in client's rows (admin: all clients).
 * - unpaid_*: bills BELUM_DIBAYAR, JATUH_TEMPO or MENUNGGU
 * - due_within_7_days: unpaid bills with today ≤ jatuh_tempo ≤ today + 7 (WIB)
 * - paid_this_month: TERBAYAR payments (VA and wallet) with paid_at in the current WIB month
 * - payments_per_month: TERBAYAR payments by paid_at month, the last 12 months oldest first
 *   (months with none included as zeros), month 'YYYY-MM'
 * - upcoming_due: 5 unpaid bills with the earliest due date (overdue ones first)
 * - recent_payments: 5 newest TERBAYAR payments by paid_at
 */
export interface DashboardAnswer {
  unpaid_total: number;
  unpaid_count: number;
  due_within_7_days: { count: number; total: number };
  paid_this_month: { count: number; total: number };
  wallet_balance: number;
  payments_per_month: { month: string; count: number; total: number }[];
  upcoming_due: Invoice[];
  recent_payments: Transaksi[];
}

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
