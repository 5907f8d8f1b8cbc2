// zod schemas of the billing answers; ../billing names their types (import type + z.infer).
// Money: integer rupiah; dates 'YYYY-MM-DD' (WIB); instants ISO 8601 UTC.

import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  PAY_CHANNELS,
  PAYMENT_CHANNELS,
  PAYMENT_METHODS,
  TRANSAKSI_STATUSES,
} from '../billing';
import { calendarDate, instant } from '../common/responses';
import { z } from '../zod';
import { dompetQuerySchema, type InvoiceListParams, type TransaksiListParams } from './schemas';

const rupiah = z.number().int();
const id = z.number().int();
const countTotal = z.object({ count: z.number().int(), total: rupiah });

export const penjualSchema = z.object({
  id,
  nama: z.string(),
  /** canonical 16-digit NPWP */
  npwp: z.string(),
  alamat: z.string(),
});
export const penjualListSchema = z.array(penjualSchema);

export const invoiceLineSchema = z.object({
  deskripsi: z.string(),
  qty: z.number(),
  harga_satuan: rupiah,
  /** qty × harga_satuan */
  jumlah: rupiah,
});

/** A row of GET /invoice. */
export const invoiceSchema = z.object({
  id,
  /** e.g. INV/2026/11/000123 (top-ups: TOPUP/2026/11/000124) */
  nomor: z.string(),
  kind: z.enum(INVOICE_KINDS),
  penjual_id: id,
  penjual_nama: z.string(),
  client_id: id,
  client_nama: z.string(),
  /** issue date YYYY-MM-DD */
  tanggal: calendarDate,
  /** due date YYYY-MM-DD */
  jatuh_tempo: calendarDate,
  details: z.array(invoiceLineSchema),
  /** sum of details[].jumlah */
  dpp: rupiah,
  ppn: rupiah,
  /** dpp + ppn: the amount to pay */
  total: rupiah,
  status: z.enum(INVOICE_STATUSES),
  catatan: z.string().nullable(),
  created_at: instant,
  paid_at: instant.nullable(),
  /** the pending VA's payment id when status is MENUNGGU */
  active_transaksi_id: id.nullable(),
  /** BELUM_DIBAYAR or JATUH_TEMPO (no active VA) */
  can_cancel: z.boolean(),
  /** BELUM_DIBAYAR, JATUH_TEMPO or MENUNGGU */
  can_pay: z.boolean(),
});

/** A payment (row of GET /transaksi; answer of createbriva / showbriva). */
export const transaksiSchema = z.object({
  id,
  invoice_id: id,
  nomor_invoice: z.string(),
  penjual_nama: z.string(),
  client_id: id,
  client_nama: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** bank name, e.g. 'Bank Rakyat Indonesia'; 'Dompet Portal Pajak' for wallet payments */
  bank: z.string(),
  /** '002' for BRI …; 'WALLET' for wallet payments */
  bank_code: z.string(),
  /** digits only (group them for display, copy without spaces); null for wallet payments */
  va_number: z.string().nullable(),
  /** name shown at the ATM / mobile banking (max 40 chars) */
  va_name: z.string(),
  /** exact amount to pay (the bill's total) */
  amount: rupiah,
  status: z.enum(TRANSAKSI_STATUSES),
  channel: z.enum(PAYMENT_CHANNELS).nullable(),
  created_at: instant,
  /** null for wallet payments */
  expires_at: instant.nullable(),
  paid_at: instant.nullable(),
});

/** GET /invoice/{id}. */
export const invoiceDetailSchema = invoiceSchema.extend({
  penjual: penjualSchema,
  client: z.object({
    id,
    nama: z.string(),
    email: z.string(),
    npwp: z.string().nullable(),
    company_name: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** every payment of this bill, newest first */
  transaksis: z.array(transaksiSchema),
});

/** GET /getstatus/{id}: small answer for polling. Reading it also applies a due expiry. */
export const transaksiStatusAnswerSchema = z.object({
  id,
  status: z.enum(TRANSAKSI_STATUSES),
  invoice_status: z.enum(INVOICE_STATUSES),
  paid_at: instant.nullable(),
  expires_at: instant.nullable(),
});

export const bankSchema = z.object({
  /** 3-digit interbank code */
  code: z.string(),
  nama: z.string(),
  singkatan: z.string(),
  swift: z.string().nullable(),
  /** a VA can be created for this bank (createbriva accepts the code) */
  va_supported: z.boolean(),
  /** product name, e.g. 'BRIVA', 'Mandiri Virtual Account'; null when no VA */
  va_product: z.string().nullable(),
  /** total VA digits for this bank (BRI: 15 = 5-digit company code + 10-digit customer code) */
  va_length: z.number().int().nullable(),
});
export const bankListSchema = z.array(bankSchema);

/**
 * How to pay through one channel. Step texts may contain {va}, {bank_code} and {amount}, which
 * the portal replaces.
 */
export const payInstructionSchema = z.object({
  channel: z.enum(PAY_CHANNELS),
  title: z.object({ id: z.string(), en: z.string() }),
  steps: z.object({ id: z.array(z.string()), en: z.array(z.string()) }),
});

/** GET /informasibank (optionally ?code=002): only banks with a VA. */
export const bankInfoSchema = bankSchema.extend({ instructions: z.array(payInstructionSchema) });
export const bankInfoListSchema = z.array(bankInfoSchema);

export const ledgerEntrySchema = z.object({
  id,
  type: z.enum(['CREDIT', 'DEBIT']),
  /** always positive; DEBIT lowers the balance */
  amount: rupiah,
  invoice_id: id.nullable(),
  transaksi_id: id.nullable(),
  /** the bill number the entry refers to */
  reference: z.string().nullable(),
  description: z.string(),
  created_at: instant,
});

// The list queries' `sort` turns into its default by a transform, which JSON Schema cannot
// describe as an answer: the echoed params are named by the query's own output type.
const echoedQuery = <T>() =>
  z
    .custom<T>((v) => typeof v === 'object' && v !== null)
    .meta({
      type: 'object',
      description: 'The query as applied (defaults filled in, unset fields left out)',
    });

/**
 * Present (true) only when `total` is an estimate: a list filtered by text or dates with more than
 * 10,000 matching rows (the planner's figure, not a count). Show it as "about". Otherwise exact.
 */
const totalEstimated = z.literal(true).optional();

export const invoiceListAnswerSchema = z.object({
  invoices: z.array(invoiceSchema),
  /** rows matching the filters (all pages) */
  total: z.number().int(),
  total_estimated: totalEstimated,
  params: echoedQuery<InvoiceListParams>(),
});

/**
 * `allData`: NOT every row. It holds counts per status for the SAME filters except `status`
 * (for the tab badges), plus ALL = their sum.
 */
export const transaksiCountsSchema = z.record(z.enum([...TRANSAKSI_STATUSES, 'ALL']), z.number().int());

export const transaksiListAnswerSchema = z.object({
  transaksis: z.array(transaksiSchema),
  allData: transaksiCountsSchema,
  /** rows matching all filters including status */
  total: z.number().int(),
  /** also marks `allData` as estimated */
  total_estimated: totalEstimated,
  params: echoedQuery<TransaksiListParams>(),
});

/**
 * POST /createbriva. Idempotent: while the bill has a pending VA, every call answers that VA
 * (created: false), even when another bank_code is asked for.
 */
export const createVaAnswerSchema = z.object({
  transaksi: transaksiSchema,
  created: z.boolean(),
  /** the server runs the sandbox bank: the portal may offer "Simulate payment" (POST /testPayment) */
  sandbox: z.boolean(),
});

/** GET /showbriva/{id}: the payment (VA) with the same sandbox flag. Applies a due expiry first. */
export const showVaAnswerSchema = z.object({ transaksi: transaksiSchema, sandbox: z.boolean() });

export const testPaymentAnswerSchema = z.object({
  transaksi: transaksiSchema,
  invoice: invoiceSchema,
  /** false when the payment was already paid (a repeated notification) */
  applied: z.boolean(),
});

export const dompetAnswerSchema = z.object({
  balance: rupiah,
  ledger: z.array(ledgerEntrySchema),
  total: z.number().int(),
  /** top-ups waiting for their VA to be paid, soonest expiry first */
  pending_topups: z.array(transaksiSchema),
  params: dompetQuerySchema,
});

/** POST /dompet/topup, POST /invoice (admin) */
export const invoiceDetailAnswerSchema = z.object({ invoice: invoiceDetailSchema });
/** DELETE /invoice/{id} */
export const invoiceAnswerSchema = z.object({ invoice: invoiceSchema });
/** DELETE /transaksi/{id} and /apps/pembayaran/delete */
export const transaksiAnswerSchema = z.object({ transaksi: transaksiSchema });

export const walletPayAnswerSchema = z.object({
  invoice: invoiceSchema,
  transaksi: transaksiSchema,
  balance: rupiah,
});

/** GET /dashboard: sums over the signed-in client's bills (kind TAGIHAN) and payments. */
export const dashboardAnswerSchema = z.object({
  unpaid_total: rupiah,
  unpaid_count: z.number().int(),
  due_within_7_days: countTotal,
  paid_this_month: countTotal,
  wallet_balance: rupiah,
  /** the last 12 months oldest first, month 'YYYY-MM' */
  payments_per_month: z.array(z.object({ month: z.string(), count: z.number().int(), total: rupiah })),
  upcoming_due: z.array(invoiceSchema),
  recent_payments: z.array(transaksiSchema),
});
