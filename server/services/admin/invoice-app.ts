import { type SQL, sql } from 'drizzle-orm';
import type { AdminInvoiceListParams } from '../../../contract/admin/invoice-schemas';
import type {
  AdminInvoiceDetail,
  AdminInvoiceLine,
  AdminInvoiceListAnswer,
  AdminInvoiceSortKey,
} from '../../../contract/admin/invoices';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { csvLine, keysetStream } from '../billing/csv';
import { iso, wibDate } from '../billing/dates';
import {
  boundedCount,
  containsPattern,
  cursorOf,
  joinAnd,
  keysetSql,
  numberPattern,
  orderSql,
  type SortColumn,
  sortKeySelect,
} from '../billing/rows';
import { type AdminInvoiceRawRow, adminInvoiceColumns, statusSql, toAdminInvoiceRow } from './invoice-rows';

// Reads of the invoice app: every client's bills (kind TAGIHAN; wallet top-ups are not
// invoices), drafts included.

export const today = () => wibDate(clock.now());

const SORT_COLUMNS: Record<AdminInvoiceSortKey, SortColumn> = {
  tanggal: { expr: 'i.tanggal', cast: 'date' },
  jatuh_tempo: { expr: 'i.jatuh_tempo', cast: 'date' },
  total: { expr: 'i.total', cast: 'int8' },
  nomor: { expr: 'i.nomor', cast: 'text' },
};

function sortOf(sort: AdminInvoiceListParams['sort']) {
  const [key, dir] = sort.split(':') as [AdminInvoiceSortKey, 'asc' | 'desc'];
  const cols = [SORT_COLUMNS[key]];
  return { cols, dir, order: orderSql(cols, 'i.id', dir) };
}

/** WHERE on `invoices i JOIN users u`. */
function listWhere(p: AdminInvoiceListParams, day: string): SQL {
  const parts = [sql`i.kind = 'TAGIHAN'`];
  if (p.q) {
    const pattern = containsPattern(p.q);
    parts.push(
      sql`(i.nomor ILIKE ${numberPattern(p.q)} OR u.nama ILIKE ${pattern} OR u.email ILIKE ${pattern})`,
    );
  }
  if (p.status) parts.push(statusSql(p.status, day));
  if (p.client_id) parts.push(sql`i.client_id = ${p.client_id}`);
  if (p.date_from) parts.push(sql`i.tanggal >= ${p.date_from}::date`);
  if (p.date_to) parts.push(sql`i.tanggal <= ${p.date_to}::date`);
  return joinAnd(parts);
}

const FROM = sql`invoices i JOIN users u ON u.id = i.client_id`;

export async function listAdminInvoices(db: DB, p: AdminInvoiceListParams): Promise<AdminInvoiceListAnswer> {
  const day = today();
  const where = listWhere(p, day);
  const { order } = sortOf(p.sort);
  const [rows, { count, estimated }] = await Promise.all([
    queryRows<AdminInvoiceRawRow>(
      db,
      sql`SELECT ${adminInvoiceColumns} FROM ${FROM} WHERE ${where} ORDER BY ${order}
          LIMIT ${p.perPage} OFFSET ${(p.page - 1) * p.perPage}`,
    ),
    boundedCount(db, sql`${FROM} WHERE ${where}`),
  ]);
  return {
    invoices: rows.map((r) => toAdminInvoiceRow(r, day)),
    total: count,
    ...(estimated ? { total_estimated: true as const } : {}),
  };
}

export const ADMIN_INVOICE_CSV_COLUMNS = [
  'nomor',
  'klien',
  'email',
  'tanggal',
  'jatuh_tempo',
  'dpp',
  'ppn',
  'total',
  'dibayar',
  'sisa',
  'status',
] as const;

/** Every matching bill as CSV, in keyset batches in the list's order. */
export function exportAdminInvoicesCsv(db: DB, p: AdminInvoiceListParams): ReadableStream<Uint8Array> {
  const day = today();
  const where = listWhere(p, day);
  const { cols, dir, order } = sortOf(p.sort);
  return keysetStream({
    header: csvLine([...ADMIN_INVOICE_CSV_COLUMNS]),
    fetch: async (after, limit) => {
      const keyset = after ? sql`AND ${keysetSql(cols, 'i.id', dir, after)}` : sql``;
      const rows = await queryRows<AdminInvoiceRawRow>(
        db,
        sql`SELECT ${adminInvoiceColumns}, ${sortKeySelect(cols)} FROM ${FROM}
            WHERE ${where} ${keyset} ORDER BY ${order} LIMIT ${limit}`,
      );
      return rows.map((r) => {
        const inv = toAdminInvoiceRow(r, day);
        return {
          cursor: cursorOf(r as unknown as Record<string, unknown>, cols.length, inv.id),
          line: csvLine([
            inv.nomor,
            inv.client_nama,
            inv.client_email,
            inv.tanggal,
            inv.jatuh_tempo,
            inv.dpp,
            inv.ppn,
            inv.total,
            inv.paid_amount,
            inv.balance,
            inv.status,
          ]),
        };
      });
    },
  });
}

export async function getAdminInvoice(db: DB, id: number): Promise<AdminInvoiceDetail> {
  const [row] = await queryRows<
    AdminInvoiceRawRow &
      Pick<RawRow<typeof tables.invoices>, 'details' | 'catatan' | 'paid_at'> & {
        npwp: string | null;
        company_name: string | null;
        address: string | null;
        penjual_nama: string;
        penjual_npwp: string;
        penjual_alamat: string;
      }
  >(
    db,
    sql`SELECT ${adminInvoiceColumns}, i.details, i.catatan, i.paid_at, u.npwp, u.company_name, u.address,
          p.nama AS penjual_nama, p.npwp AS penjual_npwp, p.alamat AS penjual_alamat
        FROM ${FROM} JOIN penjual p ON p.id = i.penjual_id
        WHERE i.id = ${id} AND i.kind = 'TAGIHAN'`,
  );
  if (!row) throw notFound('Bill not found', 'not_found');
  const [payments, clientPayments] = await Promise.all([
    queryRows<RawRow<typeof tables.invoicePayments>>(
      db,
      sql`SELECT id, amount, paid_on::text AS paid_on, channel, reference, created_at
          FROM invoice_payments WHERE invoice_id = ${id} ORDER BY created_at, id`,
    ),
    queryRows<
      Pick<RawRow<typeof tables.transaksi>, 'id' | 'method' | 'bank' | 'amount' | 'status' | 'paid_at'>
    >(
      db,
      sql`SELECT id, method, bank, amount, status, paid_at FROM transaksi WHERE invoice_id = ${id}
          ORDER BY created_at, id`,
    ),
  ]);
  const base = toAdminInvoiceRow(row, today());
  const details = (
    typeof row.details === 'string' ? JSON.parse(row.details) : row.details
  ) as AdminInvoiceLine[];
  return {
    ...base,
    details: details.map((d) => ({ ...d, diskon: d.diskon ?? 0 })),
    catatan: row.catatan,
    paid_at: iso(row.paid_at),
    client: {
      id: base.client_id,
      nama: base.client_nama,
      email: base.client_email,
      npwp: row.npwp,
      company_name: row.company_name,
      address: row.address,
    },
    penjual: { nama: row.penjual_nama, npwp: row.penjual_npwp, alamat: row.penjual_alamat },
    payments: payments.map((p) => ({
      id: Number(p.id),
      amount: Number(p.amount),
      paid_on: p.paid_on,
      channel: p.channel,
      reference: p.reference,
      created_at: iso(p.created_at) as string,
    })),
    client_payments: clientPayments.map((t) => ({
      id: Number(t.id),
      method: t.method,
      bank: t.bank,
      amount: Number(t.amount),
      status: t.status,
      paid_at: iso(t.paid_at),
    })),
  };
}
