// zod schemas of the admin's invoice app (./invoices), shared by the server and the portal's forms.

import { isoDate, optional, pageSchema, perPageSchema, searchText, sortSchema } from '../billing/schemas';
import { positiveInt } from '../common/schemas';
import { z } from '../zod';
import {
  ADMIN_INVOICE_SORT_KEYS,
  ADMIN_INVOICE_STATUSES,
  BULK_INVOICE_ACTIONS,
  BULK_INVOICE_MAX,
  MANUAL_PAYMENT_CHANNELS,
} from './invoices';

const MAX_UNIT_PRICE = 1_000_000_000_000;

/**
 * GET /admin/invoices (and export.csv): q = part of the number, the client's name or email;
 * status one AdminInvoiceStatus; date_from/date_to the issue date, inclusive.
 */
export const adminInvoiceListQuerySchema = z.object({
  q: searchText,
  status: optional(
    z.enum(ADMIN_INVOICE_STATUSES, { error: `status must be one of ${ADMIN_INVOICE_STATUSES.join(', ')}` }),
  ),
  date_from: optional(isoDate),
  date_to: optional(isoDate),
  client_id: optional(positiveInt('client_id')),
  page: pageSchema,
  perPage: perPageSchema,
  sort: sortSchema(ADMIN_INVOICE_SORT_KEYS, 'tanggal:desc'),
});
export type AdminInvoiceListParams = z.output<typeof adminInvoiceListQuerySchema>;
export type AdminInvoiceListQuery = z.input<typeof adminInvoiceListQuerySchema>;

export const adminInvoiceLineSchema = z
  .object({
    deskripsi: z.string().trim().min(1, 'Description is required').max(200, 'At most 200 characters'),
    qty: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity is a whole number')
      .positive('Quantity must be at least 1')
      .max(1_000_000, 'Quantity is at most 1,000,000'),
    harga_satuan: z
      .number({ error: 'Unit price must be a number' })
      .int('Unit price is whole rupiah')
      .positive('Unit price must be positive')
      .max(MAX_UNIT_PRICE, 'Unit price is too large'),
    diskon: z
      .number({ error: 'Discount must be a number' })
      .int('Discount is whole rupiah')
      .min(0, 'Discount cannot be negative')
      .default(0),
  })
  .refine((l) => l.diskon < l.qty * l.harga_satuan, {
    message: 'Discount must be less than quantity × unit price',
    path: ['diskon'],
  });
export type AdminInvoiceLineInput = z.input<typeof adminInvoiceLineSchema>;

/** POST /admin/invoices and PUT /admin/invoices/{id}: the bill; send: true sends it at once. */
export const adminInvoiceBodySchema = z.object({
  client_id: positiveInt('client_id'),
  jatuh_tempo: isoDate,
  catatan: optional(z.string().trim().max(500, 'The note is at most 500 characters')),
  details: z
    .array(adminInvoiceLineSchema)
    .min(1, 'At least one line item')
    .max(100, 'At most 100 line items'),
  send: z.boolean().default(false),
});
export type AdminInvoiceBody = z.input<typeof adminInvoiceBodySchema>;

/** PATCH /admin/invoices/bulk */
export const bulkInvoiceBodySchema = z.object({
  action: z.enum(BULK_INVOICE_ACTIONS, { error: 'action must be send or cancel' }),
  ids: z
    .array(positiveInt('id'))
    .min(1, 'Choose at least one bill')
    .max(BULK_INVOICE_MAX, `At most ${BULK_INVOICE_MAX} bills at once`),
});
export type BulkInvoiceBody = z.input<typeof bulkInvoiceBodySchema>;

/** POST /admin/invoices/{id}/payments: a payment received outside the VA and the wallet. */
export const manualPaymentBodySchema = z.object({
  amount: z
    .number({ error: 'Amount must be a number' })
    .int('Amount is whole rupiah')
    .positive('Amount must be positive')
    .max(MAX_UNIT_PRICE * 1_000, 'Amount is too large'),
  paid_on: isoDate,
  channel: z.enum(MANUAL_PAYMENT_CHANNELS, {
    error: `channel must be one of ${MANUAL_PAYMENT_CHANNELS.join(', ')}`,
  }),
  reference: z.string().trim().max(100, 'The reference is at most 100 characters').default(''),
});
export type ManualPaymentBody = z.input<typeof manualPaymentBodySchema>;
