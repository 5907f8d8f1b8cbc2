import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '../../../contract/billing';
import { money, ts } from './columns';
import { users } from './core';

// Tables of the billing domain, as migrations/0003_billing.sql creates them (the SQL is the source;
// tests/api/db-schema.test.ts fails when the two disagree). Raw queries type rows with RawRow.

export const penjual = pgTable('penjual', {
  id: serial('id').primaryKey(),
  /** 'PORTAL' = the platform itself (seller of wallet top-ups) */
  kode: text('kode').unique(),
  nama: text('nama').notNull(),
  npwp: text('npwp').notNull(),
  alamat: text('alamat').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    nomor: text('nomor').notNull().unique(),
    kind: text('kind', { enum: ['TAGIHAN', 'TOPUP'] })
      .notNull()
      .default('TAGIHAN'),
    penjualId: integer('penjual_id')
      .notNull()
      .references(() => penjual.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jatuhTempo: date('jatuh_tempo', { mode: 'string' }).notNull(),
    details: jsonb('details').$type<InvoiceLine[]>().notNull().default([]),
    dpp: money('dpp').notNull(),
    ppn: money('ppn').notNull(),
    total: money('total').notNull(),
    /** stored statuses; JATUH_TEMPO is derived on read */
    /** stored statuses; JATUH_TEMPO is derived on read; DRAFT is the admin's alone (0012) */
    status: text('status', { enum: ['DRAFT', 'BELUM_DIBAYAR', 'MENUNGGU', 'LUNAS', 'DIBATALKAN'] })
      .notNull()
      .default('BELUM_DIBAYAR'),
    catatan: text('catatan'),
    paidAt: ts('paid_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** sum of invoice_payments (manual payments); the balance is total − paid_amount */
    paidAmount: money('paid_amount').notNull().default(0),
  },
  (t) => [
    // The bill list's sorts (0026): by kind, and by status and kind on a status tab. The migration
    // adds INCLUDE (status) / INCLUDE (jatuh_tempo), which drizzle cannot declare, so a page's ids
    // are an index-only walk.
    index('invoices_client_kind_tanggal_idx').on(t.clientId, t.kind, t.tanggal, t.id),
    index('invoices_client_kind_due_idx').on(t.clientId, t.kind, t.jatuhTempo, t.id),
    index('invoices_client_kind_total_idx').on(t.clientId, t.kind, t.total, t.id),
    index('invoices_client_kind_nomor_idx').on(t.clientId, t.kind, t.nomor, t.id),
    index('invoices_client_status_kind_tanggal_idx').on(t.clientId, t.status, t.kind, t.tanggal, t.id),
    index('invoices_client_status_kind_total_idx').on(t.clientId, t.status, t.kind, t.total, t.id),
    index('invoices_client_status_kind_due_idx').on(t.clientId, t.status, t.kind, t.jatuhTempo, t.id),
    index('invoices_client_status_kind_nomor_idx').on(t.clientId, t.status, t.kind, t.nomor, t.id),
    index('invoices_tanggal_idx').on(t.tanggal, t.id),
    index('invoices_penjual_idx').on(t.penjualId),
    index('invoices_status_tanggal_idx').on(t.status, t.tanggal, t.id),
    index('invoices_unpaid_due_idx')
      .on(t.clientId, t.kind, t.jatuhTempo)
      .where(sql`status = 'BELUM_DIBAYAR'`),
  ],
);

export const transaksi = pgTable(
  'transaksi',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nomorInvoice: text('nomor_invoice').notNull(),
    method: text('method', { enum: ['VA', 'WALLET'] })
      .notNull()
      .default('VA'),
    bank: text('bank').notNull(),
    bankCode: text('bank_code').notNull(),
    vaNumber: text('va_number').unique(),
    vaName: text('va_name').notNull().default(''),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['MENUNGGU', 'TERBAYAR', 'KADALUARSA', 'DIBATALKAN'] })
      .notNull()
      .default('MENUNGGU'),
    channel: text('channel', { enum: ['ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK', 'WALLET'] }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('transaksi_one_pending_idx').on(t.invoiceId).where(sql`status = 'MENUNGGU'`),
    index('transaksi_pending_expiry_idx').on(t.expiresAt).where(sql`status = 'MENUNGGU'`),
    index('transaksi_invoice_idx').on(t.invoiceId, t.createdAt),
    index('transaksi_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('transaksi_client_status_idx').on(t.clientId, t.status, t.createdAt, t.id),
    index('transaksi_client_bank_idx').on(t.clientId, t.bankCode, t.createdAt, t.id),
    index('transaksi_client_amount_idx').on(t.clientId, t.amount, t.id),
    index('transaksi_client_paid_idx').on(t.clientId, t.paidAt).where(sql`status = 'TERBAYAR'`),
    index('transaksi_created_idx').on(t.createdAt, t.id),
    index('transaksi_client_nomor_idx').on(t.clientId, t.nomorInvoice, t.id),
    index('transaksi_client_bank_name_idx').on(t.clientId, t.bank, t.createdAt, t.id),
    index('transaksi_client_status_amount_idx').on(t.clientId, t.status, t.amount, t.id),
    index('transaksi_client_status_nomor_idx').on(t.clientId, t.status, t.nomorInvoice, t.id),
  ],
);

/** Manual payments of a bill recorded by the admin (0012_invoice_app.sql). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: ['TRANSFER', 'CASH', 'CHEQUE', 'OTHER'] }).notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt)],
);

/** Wallet ledger: balance = SUM(CREDIT) − SUM(DEBIT) of a user's rows; never stored. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['CREDIT', 'DEBIT'] }).notNull(),
    amount: money('amount').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    transaksiId: integer('transaksi_id').references(() => transaksi.id, { onDelete: 'set null' }),
    reference: text('reference'),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('wallet_ledger_one_credit_idx').on(t.transaksiId).where(sql`type = 'CREDIT'`),
    uniqueIndex('wallet_ledger_one_debit_idx').on(t.invoiceId).where(sql`type = 'DEBIT'`),
  ],
);

/**
 * Bills (kind: TAGIHAN/TOPUP) and payments (kind: their method) a client has by stored status,
 * kept by triggers (0009_list_indexes.sql).
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list', { enum: ['invoices', 'transaksi'] }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [uniqueIndex('list_counts_key').on(t.list, t.clientId, t.kind, t.status)],
);
