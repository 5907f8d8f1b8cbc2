import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INVOICE_CSV_COLUMNS,
  type Invoice,
  type InvoiceDetail,
  type InvoiceKind,
  type InvoiceSortKey,
} from '../../../contract/billing';
import { ppnOf } from '../../../contract/billing/ppn';
import type { createInvoiceSchema, InvoiceListParams } from '../../../contract/billing/schemas';
import { routePath } from '../../../contract/routes';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type NotifyMail, notify } from '../../lib/notify';
import { csvLine, keysetStream } from './csv';
import { wibDate } from './dates';
import { type DueFlags, expireDue, expireLocked, notifyExpired, readAfterExpiry } from './expiry';
import {
  boundedCount,
  containsPattern,
  cursorOf,
  findInvoiceRow,
  findTransaksiRows,
  type InvoiceRow,
  invoiceColumns,
  invoiceJoins,
  invoicesByIds,
  joinAnd,
  keysetSql,
  numberPattern,
  orderSql,
  pageWithFigures,
  type SortColumn,
  scopeSql,
  sentOnly,
  sortKeySelect,
  toInvoice,
} from './rows';

const today = () => wibDate(clock.now());

// Each matches an index (client_id, kind, …, id) and, on a status tab, (client_id, status, kind,
// …, id) (0026); status sorts by issue date within a status.
const SORT_COLUMNS: Record<InvoiceSortKey, SortColumn[]> = {
  tanggal: [{ expr: 'i.tanggal', cast: 'date' }],
  jatuh_tempo: [{ expr: 'i.jatuh_tempo', cast: 'date' }],
  total: [{ expr: 'i.total', cast: 'int8' }],
  nomor: [{ expr: 'i.nomor', cast: 'text' }],
  status: [
    { expr: 'i.status', cast: 'text' },
    { expr: 'i.tanggal', cast: 'date' },
  ],
};

/** WHERE of the bill list and its CSV export (on `invoices i`, no joins needed). */
function listWhere(user: AuthUser, p: InvoiceListParams, day: string): SQL {
  const parts = [scopeSql(user, 'i.client_id', p.client_id), sentOnly];
  if (p.q) {
    const pattern = containsPattern(p.q);
    parts.push(sql`(i.nomor ILIKE ${numberPattern(p.q)} OR i.catatan ILIKE ${pattern}
      OR i.penjual_id IN (SELECT id FROM penjual WHERE nama ILIKE ${pattern}))`);
  }
  if (p.status === 'JATUH_TEMPO')
    parts.push(sql`i.status = 'BELUM_DIBAYAR' AND i.jatuh_tempo < ${day}::date`);
  else if (p.status === 'BELUM_DIBAYAR')
    parts.push(sql`i.status = 'BELUM_DIBAYAR' AND i.jatuh_tempo >= ${day}::date`);
  else if (p.status) parts.push(sql`i.status = ${p.status}`);
  // A top-up is not a bill the client owes: listed only when asked for by kind.
  parts.push(sql`i.kind = ${p.kind ?? 'TAGIHAN'}`);
  if (p.date_from) parts.push(sql`i.tanggal >= ${p.date_from}::date`);
  if (p.date_to) parts.push(sql`i.tanggal <= ${p.date_to}::date`);
  if (p.due_from) parts.push(sql`i.jatuh_tempo >= ${p.due_from}::date`);
  if (p.due_to) parts.push(sql`i.jatuh_tempo <= ${p.due_to}::date`);
  return joinAnd(parts);
}

function sortOf(sort: InvoiceListParams['sort']) {
  const [key, dir] = sort.split(':') as [InvoiceSortKey, 'asc' | 'desc'];
  const cols = SORT_COLUMNS[key];
  return { cols, dir, order: orderSql(cols, 'i.id', dir) };
}

export async function listInvoices(db: DB, user: AuthUser, p: InvoiceListParams) {
  const day = today();
  const where = listWhere(user, p, day);
  const { order } = sortOf(p.sort);
  // The page's ids (an index-only walk: kind, status and the sort are in the index, 0026), then
  // only the page's bills are read and joined (pageWithFigures).
  const pageIds = sql`SELECT i.id FROM invoices i WHERE ${where} ORDER BY ${order}
      LIMIT ${p.perPage} OFFSET ${(p.page - 1) * p.perPage}`;
  const counted = p.q || p.date_from || p.date_to || p.due_from || p.due_to;
  const { rows, count, estimated } = await readAfterExpiry(db, user, async (flags) => {
    // The page's ids, the stored count and the due flags in one statement, then the page; a
    // filtered count beside them (on PostgreSQL on a second connection at once).
    const figures = [flags, counted ? null : storedCountSql(user, p, day)].filter((f) => f !== null);
    const [read, bounded] = await Promise.all([
      pageWithFigures<InvoiceRow, StoredCount & DueFlags>(db, figures, pageIds, invoicesByIds),
      counted ? boundedCount(db, sql`invoices i WHERE ${where}`) : null,
    ]);
    return {
      due: read.figures,
      result: { rows: read.rows, ...(bounded ?? { count: storedCount(p, read.figures), estimated: false }) },
    };
  });
  return {
    invoices: rows.map((r) => toInvoice(r, day)),
    total: count,
    ...(estimated ? { total_estimated: true as const } : {}),
  };
}

interface StoredCount {
  _n: number;
  _not_due?: number;
}

/**
 * The list's total filtered by status and kind only, as select-list expressions: read from
 * list_counts (kept by triggers); JATUH_TEMPO and BELUM_DIBAYAR split the unpaid bills at today,
 * counting the not yet due ones (an index range). With text or date filters the rows are counted
 * instead, up to a bound (boundedCount).
 */
function storedCountSql(user: AuthUser, p: InvoiceListParams, day: string): SQL {
  const kind = p.kind ?? 'TAGIHAN';
  const unpaid = p.status === 'JATUH_TEMPO' || p.status === 'BELUM_DIBAYAR';
  const stored = unpaid ? 'BELUM_DIBAYAR' : p.status;
  const n = sql`(SELECT coalesce(sum(n), 0)::int FROM list_counts c
      WHERE c.list = 'invoices' AND ${scopeSql(user, 'c.client_id', p.client_id)} AND c.kind = ${kind}
        AND c.status <> 'DRAFT' ${stored ? sql`AND c.status = ${stored}` : sql``}) AS _n`;
  if (!unpaid) return n;
  return sql`${n}, (SELECT count(*)::int FROM invoices i
      WHERE ${scopeSql(user, 'i.client_id', p.client_id)} AND i.kind = ${kind}
        AND i.status = 'BELUM_DIBAYAR' AND i.jatuh_tempo >= ${day}::date) AS _not_due`;
}

function storedCount(p: InvoiceListParams, f: StoredCount): number {
  if (p.status === 'BELUM_DIBAYAR') return Number(f._not_due);
  if (p.status === 'JATUH_TEMPO') return Number(f._n) - Number(f._not_due);
  return Number(f._n);
}

/** Every matching bill as CSV, fetched in keyset batches in the list's sort order. */
export function exportInvoicesCsv(db: DB, user: AuthUser, p: InvoiceListParams): ReadableStream<Uint8Array> {
  const day = today();
  const where = listWhere(user, p, day);
  const { cols, dir, order } = sortOf(p.sort);
  return keysetStream({
    header: csvLine([...INVOICE_CSV_COLUMNS]),
    prepare: () => expireDue(db, user.role === 'admin' ? null : user.id).then(() => undefined),
    fetch: async (after, limit) => {
      const keyset = after ? sql`AND ${keysetSql(cols, 'i.id', dir, after)}` : sql``;
      const rows = await queryRows<InvoiceRow & { penjual_npwp: RawRow<typeof tables.penjual>['npwp'] }>(
        db,
        sql`SELECT ${invoiceColumns}, ${sortKeySelect(cols)}, p.npwp AS penjual_npwp
            FROM (SELECT * FROM invoices i WHERE ${where} ${keyset} ORDER BY ${order} LIMIT ${limit}) i
            ${invoiceJoins}
            ORDER BY ${order}`,
      );
      return rows.map((r) => {
        const inv = toInvoice(r, day);
        return {
          cursor: cursorOf(r as unknown as Record<string, unknown>, cols.length, inv.id),
          line: csvLine([
            inv.nomor,
            inv.tanggal,
            inv.jatuh_tempo,
            inv.penjual_nama,
            r.penjual_npwp,
            inv.client_nama,
            inv.dpp,
            inv.ppn,
            inv.total,
            inv.status,
            inv.catatan ?? '',
          ]),
        };
      });
    },
  });
}

/** One bill the user may see, or 404. */
export async function getInvoice(db: DB, user: AuthUser, id: number): Promise<Invoice> {
  const row = await findInvoiceRow(
    db,
    sql`i.id = ${id} AND ${scopeSql(user, 'i.client_id')} AND ${sentOnly}`,
  );
  if (!row) throw notFound('Bill not found', 'not_found');
  return toInvoice(row, today());
}

export async function getInvoiceDetail(db: DB, user: AuthUser, id: number): Promise<InvoiceDetail> {
  const scoped = sql`i.id = ${id} AND ${scopeSql(user, 'i.client_id')} AND ${sentOnly}`;
  const [exists] = await queryRows<Pick<RawRow<typeof tables.invoices>, 'client_id'>>(
    db,
    sql`SELECT client_id FROM invoices i WHERE ${scoped}`,
  );
  if (!exists) throw notFound('Bill not found', 'not_found');
  await expireDue(db, Number(exists.client_id));
  const invoice = await getInvoice(db, user, id);
  const [penjual] = await queryRows<Pick<RawRow<typeof tables.penjual>, 'id' | 'nama' | 'npwp' | 'alamat'>>(
    db,
    sql`SELECT id, nama, npwp, alamat FROM penjual WHERE id = ${invoice.penjual_id}`,
  );
  const [client] = await queryRows<InvoiceDetail['client']>(
    db,
    sql`SELECT id, nama, email, npwp, company_name, address FROM users WHERE id = ${invoice.client_id}`,
  );
  const transaksis = await findTransaksiRows(db, sql`t.invoice_id = ${id}`);
  return {
    ...invoice,
    penjual: { ...penjual, id: Number(penjual.id) },
    client: { ...client, id: Number(client.id) },
    transaksis,
  };
}

/**
 * Locks a bill the user may see (FOR UPDATE) inside a transaction and expires its pending VA
 * when due. Every billing transaction locks the bill before its payments.
 */
export async function lockInvoice(tx: DB, user: AuthUser, id: number) {
  const [row] = await queryRows<
    Pick<
      RawRow<typeof tables.invoices>,
      'id' | 'client_id' | 'kind' | 'status' | 'nomor' | 'total' | 'paid_amount'
    >
  >(
    tx,
    sql`SELECT id, client_id, kind, status, nomor, total, paid_amount FROM invoices i
        WHERE i.id = ${id} AND ${scopeSql(user, 'i.client_id')} AND ${sentOnly} FOR UPDATE`,
  );
  if (!row) throw notFound('Bill not found', 'not_found');
  const pending = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'id'>>(
    tx,
    sql`SELECT id FROM transaksi WHERE invoice_id = ${id} AND status = 'MENUNGGU' FOR UPDATE`,
  );
  const expired = await expireLocked(
    tx,
    pending.map((p) => Number(p.id)),
  );
  if (expired.length) row.status = row.kind === 'TOPUP' ? 'DIBATALKAN' : 'BELUM_DIBAYAR';
  const total = Number(row.total);
  return {
    // balance: what a VA or the wallet pays, less the manual payments the admin recorded
    invoice: {
      ...row,
      id: Number(row.id),
      client_id: Number(row.client_id),
      total,
      balance: total - Number(row.paid_amount),
    },
    expired,
  };
}

/** Refuses a bill that is paid or cancelled (409 with a code). */
export function assertOpen(status: InvoiceRow['status']) {
  if (status === 'LUNAS') throw conflict('This bill is already paid', 'already_paid');
  if (status === 'DIBATALKAN') throw conflict('This bill is cancelled', 'already_cancelled');
}

/** Cancels an unpaid bill without an active payment. */
export async function cancelInvoice(db: DB, user: AuthUser, id: number): Promise<Invoice> {
  const expired = await db.transaction(async (tx) => {
    const { invoice, expired } = await lockInvoice(tx, user, id);
    if (invoice.status === 'MENUNGGU') {
      throw conflict('This bill has a pending payment; cancel the payment first', 'has_active_payment');
    }
    assertOpen(invoice.status);
    await tx.execute(
      sql`UPDATE invoices SET status = 'DIBATALKAN', cancelled_at = ${clock.now().toISOString()}::timestamptz WHERE id = ${id}`,
    );
    return expired;
  });
  await notifyExpired(db, expired);
  return getInvoice(db, user, id);
}

export interface NewInvoice {
  clientId: number;
  penjualId: number;
  kind?: InvoiceKind;
  tanggal: string;
  jatuhTempo: string;
  details: { deskripsi: string; qty: number; harga_satuan: number }[];
  catatan?: string | null;
  /** top-ups carry no PPN */
  withPpn?: boolean;
}

/** Inserts a bill with its number, DPP, PPN and total computed; answers its id. */
export async function insertInvoice(
  db: DB,
  input: NewInvoice,
): Promise<{ id: number; nomor: string; total: number }> {
  const details = input.details.map((d) => ({ ...d, jumlah: d.qty * d.harga_satuan }));
  const dpp = details.reduce((sum, d) => sum + d.jumlah, 0);
  // Rp 100 trillion keeps DPP × 11 exact in a double; checked before the tax is computed.
  if (dpp > 100_000_000_000_000)
    throw badRequest('The bill total is too large', 'validation', { details: 'The bill total is too large' });
  const ppn = input.withPpn === false ? 0 : ppnOf(dpp);
  const total = dpp + ppn;
  const kind = input.kind ?? 'TAGIHAN';
  const prefix = kind === 'TOPUP' ? 'TOPUP' : 'INV';
  const [row] = await queryRows<Pick<RawRow<typeof tables.invoices>, 'id' | 'nomor'>>(
    db,
    sql`INSERT INTO invoices (nomor, kind, penjual_id, client_id, tanggal, jatuh_tempo, details, dpp, ppn, total, catatan, created_at)
        VALUES (${prefix} || '/' || to_char(${input.tanggal}::date, 'YYYY/MM') || '/' || lpad(nextval('invoice_nomor_seq')::text, 6, '0'),
                ${kind}, ${input.penjualId}, ${input.clientId}, ${input.tanggal}::date, ${input.jatuhTempo}::date,
                ${JSON.stringify(details)}::jsonb, ${dpp}, ${ppn}, ${total}, ${input.catatan ?? null},
                ${clock.now().toISOString()}::timestamptz)
        RETURNING id, nomor`,
  );
  return { id: Number(row.id), nomor: row.nomor, total };
}

/** Admin: issues a bill to a client and tells the client. */
export async function createInvoice(db: DB, admin: AuthUser, body: z.output<typeof createInvoiceSchema>) {
  const [client] = await queryRows<Pick<RawRow<typeof tables.users>, 'id'>>(
    db,
    sql`SELECT id FROM users WHERE id = ${body.client_id} AND role = 'client'`,
  );
  if (!client) throw badRequest('No such client', 'validation', { client_id: 'No such client' });
  const [seller] = await queryRows<Pick<RawRow<typeof tables.penjual>, 'id'>>(
    db,
    sql`SELECT id FROM penjual WHERE id = ${body.penjual_id} AND kode IS NULL`,
  );
  if (!seller) throw badRequest('No such seller', 'validation', { penjual_id: 'No such seller' });
  const created = await insertInvoice(db, {
    clientId: body.client_id,
    penjualId: body.penjual_id,
    tanggal: body.tanggal,
    jatuhTempo: body.jatuh_tempo,
    details: body.details,
    catatan: body.catatan,
  });
  await notifyNewInvoice(db, body.client_id, created);
  return getInvoiceDetail(db, admin, created.id);
}

export async function notifyNewInvoice(
  db: DB,
  clientId: number,
  inv: { id: number; nomor: string; total: number },
  mail?: NotifyMail,
) {
  await notify(
    db,
    clientId,
    {
      type: 'invoice.new',
      title: `Tagihan baru ${inv.nomor}`,
      body: `Tagihan sebesar Rp ${inv.total.toLocaleString('id-ID')} menunggu pembayaran.`,
      url: routePath('invoiceDetail', { id: inv.id }),
      meta: { invoice_id: inv.id, nomor: inv.nomor, amount: inv.total },
    },
    mail,
  );
}
