import { type SQL, sql } from 'drizzle-orm';
import type { AdminInvoiceRow, AdminInvoiceStatus } from '../../../contract/admin/invoices';
import type { RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import { iso } from '../billing/dates';

// How the invoice app reads a bill: its columns, the admin's status derived from the stored one,
// the manual payments and the due date (contract/admin/invoices.ts), and that status as SQL.

export const adminInvoiceColumns = sql`i.id, i.nomor, i.client_id, u.nama AS client_nama, u.email AS client_email,
  i.tanggal::text AS tanggal, i.jatuh_tempo::text AS jatuh_tempo, i.dpp, i.ppn, i.total, i.paid_amount,
  i.status, i.sent_at`;

export type AdminInvoiceRawRow = Pick<
  RawRow<typeof tables.invoices>,
  | 'id'
  | 'nomor'
  | 'client_id'
  | 'tanggal'
  | 'jatuh_tempo'
  | 'dpp'
  | 'ppn'
  | 'total'
  | 'paid_amount'
  | 'status'
  | 'sent_at'
> & { client_nama: string; client_email: string };

const OPEN = sql`i.status IN ('BELUM_DIBAYAR', 'MENUNGGU')`;
/** As the client's JATUH_TEMPO: unpaid, no VA under way, due date before today. */
const pastDue = (day: string) => sql`(i.status = 'BELUM_DIBAYAR' AND i.jatuh_tempo < ${day}::date)`;

/** WHERE of one admin status on `invoices i`. */
export function statusSql(status: AdminInvoiceStatus, day: string): SQL {
  switch (status) {
    case 'DRAFT':
      return sql`i.status = 'DRAFT'`;
    case 'SENT':
      return sql`${OPEN} AND i.paid_amount = 0 AND NOT ${pastDue(day)}`;
    case 'PARTIAL':
      return sql`${OPEN} AND i.paid_amount > 0 AND NOT ${pastDue(day)}`;
    case 'PAST_DUE':
      return pastDue(day);
    case 'PAID':
      return sql`i.status = 'LUNAS'`;
    case 'CANCELLED':
      return sql`i.status = 'DIBATALKAN'`;
  }
}

export function adminStatusOf(
  stored: AdminInvoiceRawRow['status'],
  paidAmount: number,
  jatuhTempo: string,
  day: string,
): AdminInvoiceStatus {
  if (stored === 'DRAFT') return 'DRAFT';
  if (stored === 'LUNAS') return 'PAID';
  if (stored === 'DIBATALKAN') return 'CANCELLED';
  if (stored === 'BELUM_DIBAYAR' && jatuhTempo < day) return 'PAST_DUE';
  return paidAmount > 0 ? 'PARTIAL' : 'SENT';
}

export function toAdminInvoiceRow(r: AdminInvoiceRawRow, day: string): AdminInvoiceRow {
  const total = Number(r.total);
  const paid = Number(r.paid_amount);
  const status = adminStatusOf(r.status, paid, r.jatuh_tempo, day);
  return {
    id: Number(r.id),
    nomor: r.nomor,
    client_id: Number(r.client_id),
    client_nama: r.client_nama,
    client_email: r.client_email,
    tanggal: r.tanggal,
    jatuh_tempo: r.jatuh_tempo,
    dpp: Number(r.dpp),
    ppn: Number(r.ppn),
    total,
    paid_amount: paid,
    balance: status === 'PAID' || status === 'CANCELLED' ? 0 : total - paid,
    status,
    sent_at: iso(r.sent_at),
  };
}
