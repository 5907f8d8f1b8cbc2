// zod schemas of the invoice app's answers; ./invoices names their types (import type + z.infer).
// Money: integer rupiah; dates 'YYYY-MM-DD' (WIB); instants ISO 8601 UTC.

import { invoiceDetailSchema, penjualSchema } from '../billing/responses';
import { calendarDate, instant } from '../common/responses';
import { z } from '../zod';
import { ADMIN_INVOICE_STATUSES, MANUAL_PAYMENT_CHANNELS } from './invoices';

const rupiah = z.number().int();
const id = z.number().int();

export const adminInvoiceLineSchema = z.object({
  deskripsi: z.string(),
  qty: z.number().int(),
  harga_satuan: rupiah,
  /** rupiah off the line, less than qty × harga_satuan */
  diskon: rupiah,
  /** qty × harga_satuan − diskon */
  jumlah: rupiah,
});

export const adminInvoiceRowSchema = z.object({
  id,
  nomor: z.string(),
  client_id: id,
  client_nama: z.string(),
  client_email: z.string(),
  /** issue date (the send date once sent) */
  tanggal: calendarDate,
  jatuh_tempo: calendarDate,
  dpp: rupiah,
  ppn: rupiah,
  total: rupiah,
  paid_amount: rupiah,
  /** what is left to pay: 0 once paid or cancelled */
  balance: rupiah,
  status: z.enum(ADMIN_INVOICE_STATUSES),
  sent_at: instant.nullable(),
});

export const manualPaymentSchema = z.object({
  id,
  amount: rupiah,
  paid_on: calendarDate,
  channel: z.enum(MANUAL_PAYMENT_CHANNELS),
  reference: z.string(),
  created_at: instant,
});

/** A VA or wallet payment the client made. */
export const clientPaymentSchema = z.object({
  id,
  method: z.enum(['VA', 'WALLET']),
  bank: z.string(),
  amount: rupiah,
  status: z.string(),
  paid_at: instant.nullable(),
});

export const adminInvoiceDetailSchema = adminInvoiceRowSchema.extend({
  details: z.array(adminInvoiceLineSchema),
  catatan: z.string().nullable(),
  paid_at: instant.nullable(),
  /** as on the client's own bill */
  client: invoiceDetailSchema.shape.client,
  penjual: penjualSchema.omit({ id: true }),
  payments: z.array(manualPaymentSchema),
  client_payments: z.array(clientPaymentSchema),
});

export const adminInvoiceAnswerSchema = z.object({ invoice: adminInvoiceDetailSchema });

export const adminInvoiceListAnswerSchema = z.object({
  invoices: z.array(adminInvoiceRowSchema),
  total: z.number().int(),
  /** past 10,000 matching rows the total is the planner's estimate */
  total_estimated: z.literal(true).optional(),
});

export const bulkInvoiceAnswerSchema = z.object({
  done: z.array(id),
  failed: z.array(z.object({ id, error: z.string(), code: z.string() })),
});
