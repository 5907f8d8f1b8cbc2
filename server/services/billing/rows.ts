import { type SQL, sql } from 'drizzle-orm';
import type { Invoice, InvoiceStatus, Transaksi } from '../../../contract/billing';
import type { DB } from '../../db/client';
import { keepsPrepared, queryRowsPrepared } from '../../db/prepared';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import type { AuthUser } from '../../env';
import { iso } from './dates';

// Shared SELECTs and row → answer mappers of bills and payments. Row types come from the tables'
// declarations (RawRow: int8 may arrive as text, so numbers go through Number()).

/** Rows of the invoices table as `i` with seller, client and the pending payment's id. */
export const invoiceColumns = sql`i.id, i.nomor, i.kind, i.penjual_id, p.nama AS penjual_nama, i.client_id,
  u.nama AS client_nama, i.tanggal::text AS tanggal, i.jatuh_tempo::text AS jatuh_tempo, i.details, i.dpp,
  i.ppn, i.total, i.status, i.catatan, i.created_at, i.paid_at, pt.id AS active_transaksi_id`;
export const invoiceJoins = sql`JOIN penjual p ON p.id = i.penjual_id
  JOIN users u ON u.id = i.client_id
  LEFT JOIN transaksi pt ON pt.invoice_id = i.id AND pt.status = 'MENUNGGU'`;

export const transaksiColumns = sql`t.id, t.invoice_id, t.nomor_invoice, p.nama AS penjual_nama, t.client_id,
  u.nama AS client_nama, t.method, t.bank, t.bank_code, t.va_number, t.va_name, t.amount, t.status,
  t.channel, t.created_at, t.expires_at, t.paid_at`;
export const transaksiJoins = sql`JOIN invoices ti ON ti.id = t.invoice_id
  JOIN penjual p ON p.id = ti.penjual_id
  JOIN users u ON u.id = t.client_id`;

/** A row of `invoiceColumns`. */
export type InvoiceRow = Omit<RawRow<typeof tables.invoices>, 'cancelled_at'> & {
  penjual_nama: RawRow<typeof tables.penjual>['nama'];
  client_nama: RawRow<typeof tables.users>['nama'];
  active_transaksi_id: RawRow<typeof tables.transaksi>['id'] | null;
};

/**
 * A draft is the admin's alone (issue 16): every client-facing read of bills (`invoices i`) and of
 * their counts (`list_counts c`) leaves it out, whoever asks.
 */
export const sentOnly = sql`i.status <> 'DRAFT'`;

/** A stored status of a bill the client may see (never a draft: see sentOnly). */
type SentStatus = Exclude<InvoiceRow['status'], 'DRAFT'>;

/** JATUH_TEMPO is not stored: an unpaid bill without a VA whose due date is before today. */
export function displayStatus(status: SentStatus, jatuhTempo: string, today: string): InvoiceStatus {
  return status === 'BELUM_DIBAYAR' && jatuhTempo < today ? 'JATUH_TEMPO' : status;
}

export function toInvoice(row: InvoiceRow, today: string): Invoice {
  const status = displayStatus(row.status as SentStatus, row.jatuh_tempo, today);
  return {
    id: Number(row.id),
    nomor: row.nomor,
    kind: row.kind,
    penjual_id: Number(row.penjual_id),
    penjual_nama: row.penjual_nama,
    client_id: Number(row.client_id),
    client_nama: row.client_nama,
    tanggal: row.tanggal,
    jatuh_tempo: row.jatuh_tempo,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    dpp: Number(row.dpp),
    ppn: Number(row.ppn),
    total: Number(row.total),
    status,
    catatan: row.catatan,
    created_at: iso(row.created_at) as string,
    paid_at: iso(row.paid_at),
    active_transaksi_id: row.active_transaksi_id == null ? null : Number(row.active_transaksi_id),
    can_cancel: status === 'BELUM_DIBAYAR' || status === 'JATUH_TEMPO',
    can_pay: status === 'BELUM_DIBAYAR' || status === 'JATUH_TEMPO' || status === 'MENUNGGU',
  };
}

/** A row of `transaksiColumns`. */
export type TransaksiRow = Omit<RawRow<typeof tables.transaksi>, 'cancelled_at'> & {
  penjual_nama: RawRow<typeof tables.penjual>['nama'];
  client_nama: RawRow<typeof tables.users>['nama'];
};

export function toTransaksi(row: TransaksiRow): Transaksi {
  return {
    id: Number(row.id),
    invoice_id: Number(row.invoice_id),
    nomor_invoice: row.nomor_invoice,
    penjual_nama: row.penjual_nama,
    client_id: Number(row.client_id),
    client_nama: row.client_nama,
    method: row.method,
    bank: row.bank,
    bank_code: row.bank_code,
    va_number: row.va_number,
    va_name: row.va_name,
    amount: Number(row.amount),
    status: row.status,
    channel: row.channel,
    created_at: iso(row.created_at) as string,
    expires_at: iso(row.expires_at),
    paid_at: iso(row.paid_at),
  };
}

/**
 * Which client's rows a user may see: a client only its own; an admin all, or one client when
 * `clientId` is given. `column` is a trusted column reference such as 'i.client_id'.
 */
export function scopeSql(user: AuthUser, column: string, clientId?: number): SQL {
  const col = sql.raw(column);
  if (user.role !== 'admin') return sql`${col} = ${user.id}`;
  return clientId ? sql`${col} = ${clientId}` : sql`TRUE`;
}

/** ILIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Pattern for number columns (VA, bill number): spaces and dots are display grouping
 * ('3935 8000 0000 0031'), never part of a stored number, so they are dropped from the query.
 */
export const numberPattern = (text: string) => containsPattern(text.replace(/[\s.]/g, '') || text);

export const joinAnd = (parts: SQL[]): SQL => (parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`);

export const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export async function findInvoiceRow(db: DB, where: SQL): Promise<InvoiceRow | undefined> {
  const rows = await queryRows<InvoiceRow>(
    db,
    sql`SELECT ${invoiceColumns} FROM invoices i ${invoiceJoins} WHERE ${where} LIMIT 1`,
  );
  return rows[0];
}

export async function findTransaksiRows(db: DB, where: SQL, order = sql`t.created_at DESC, t.id DESC`) {
  const rows = await queryRows<TransaksiRow>(
    db,
    sql`SELECT ${transaksiColumns} FROM transaksi t ${transaksiJoins} WHERE ${where} ORDER BY ${order}`,
  );
  return rows.map(toTransaksi);
}

/**
 * Past this many matching rows a list filtered by text or dates answers the planner's estimate
 * (flagged `total_estimated`) instead of counting every row; an ordinary account stays exact.
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface Count {
  count: number;
  estimated: boolean;
}

/** The planner's row estimate of `SELECT 1 FROM <from>` (EXPLAIN: nothing is read). */
export async function plannedRows(db: DB, from: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from}`,
  );
  const plan = row['QUERY PLAN'];
  const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(Plan['Plan Rows']);
}

/** Rows of `from` (a FROM … WHERE …): exact up to EXACT_COUNT_LIMIT, past it an estimate above the limit. */
export async function boundedCount(db: DB, from: SQL): Promise<Count> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${EXACT_COUNT_LIMIT + 1}) c`,
  );
  if (Number(n) <= EXACT_COUNT_LIMIT) return { count: Number(n), estimated: false };
  return { count: Math.max(EXACT_COUNT_LIMIT + 1, await plannedRows(db, from)), estimated: true };
}

/** One column of a list's sort; `cast` turns a cursor's text back into the column's type. */
export interface SortColumn {
  expr: string;
  cast: 'date' | 'int8' | 'text' | 'timestamptz';
}

/** ORDER BY the sort columns then the id, all in one direction (so one index serves both). */
export const orderSql = (cols: SortColumn[], idExpr: string, dir: 'asc' | 'desc'): SQL =>
  sql.raw([...cols.map((c) => `${c.expr} ${dir}`), `${idExpr} ${dir}`].join(', '));

/** The sort columns as text (timestamps with microseconds) for a keyset cursor: sk0, sk1, … */
export const sortKeySelect = (cols: SortColumn[]): SQL =>
  sql.join(
    cols.map((c, k) =>
      c.cast === 'timestamptz'
        ? sql.raw(`to_char(${c.expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sk${k}`)
        : sql.raw(`${c.expr}::text AS sk${k}`),
    ),
    sql`, `,
  );

/** Rows strictly after the cursor in the sort order: (cols…, id) > / < (values…, id). */
export function keysetSql(
  cols: SortColumn[],
  idExpr: string,
  dir: 'asc' | 'desc',
  after: { keys: string[]; id: number },
): SQL {
  const left = sql.raw([...cols.map((c) => c.expr), idExpr].join(', '));
  const right = sql.join(
    [...cols.map((c, k) => sql`${after.keys[k]}::${sql.raw(c.cast)}`), sql`${after.id}`],
    sql`, `,
  );
  return sql`(${left}) ${sql.raw(dir === 'asc' ? '>' : '<')} (${right})`;
}

export const cursorOf = (row: Record<string, unknown>, n: number, id: number) => ({
  keys: Array.from({ length: n }, (_, k) => String(row[`sk${k}`])),
  id,
});

/**
 * A list's page and the figures beside it (its counts, the due flags of expiry.ts). `figures`:
 * select-list expressions, each aliased `_…`; `idsSql`: a SELECT of the page's ids with its ORDER
 * BY, LIMIT and OFFSET (an index-only walk); `rowsSql`: the rows of an int[] of ids, with their
 * place in it as `_n`. The page comes as one JSON array (json_agg): one value for the driver to
 * read instead of 50 rows of 18 columns, each converted apart (on PGlite the larger part of the
 * list's time in JavaScript). On PostgreSQL two statements: the figures with the page's ids, then
 * the rows by those ids, a text the same for every page, filter and sort, so prepared by name
 * (queryRowsPrepared) with one generic plan, where planning the page and its joins in one
 * statement cost twice its running. On PGlite (nothing stays prepared) one statement.
 */
export async function pageWithFigures<R, F>(
  db: DB,
  figures: SQL[],
  idsSql: SQL,
  rowsSql: (ids: SQL) => SQL,
): Promise<{ rows: R[]; figures: F }> {
  const page = (ids: SQL) => sql`(SELECT json_agg(r ORDER BY r._n) FROM (${rowsSql(ids)}) r)`;
  const rowsOf = (json: unknown): R[] =>
    json == null ? [] : ((typeof json === 'string' ? JSON.parse(json) : json) as R[]);
  if (!keepsPrepared(db)) {
    const [read] = await queryRows<F & { _rows: unknown }>(
      db,
      sql`SELECT ${sql.join([...figures, sql`${page(sql`ARRAY(${idsSql})`)} AS _rows`], sql`, `)}`,
    );
    return { figures: read, rows: rowsOf(read._rows) };
  }
  const [read] = await queryRows<F & { _ids: (number | string)[] }>(
    db,
    sql`SELECT ${sql.join([...figures, sql`ARRAY(${idsSql}) AS _ids`], sql`, `)}`,
  );
  const ids = read._ids.map(Number);
  if (!ids.length) return { figures: read, rows: [] };
  const [{ rows }] = await queryRowsPrepared<{ rows: unknown }>(
    db,
    sql`SELECT ${page(sql`${sql.param(ids)}::int[]`)} AS rows`,
  );
  return { figures: read, rows: rowsOf(rows) };
}

/** Bills by id (`ids`: an int[] expression), with seller, client, pending payment and place `_n`. */
export const invoicesByIds = (ids: SQL): SQL =>
  sql`SELECT ${invoiceColumns}, ids.n AS _n FROM unnest(${ids}) WITH ORDINALITY AS ids(id, n)
      JOIN invoices i ON i.id = ids.id ${invoiceJoins}`;

/** Payments by id (`ids`: an int[] expression), with their bill's seller and client and place `_n`. */
export const transaksiByIds = (ids: SQL): SQL =>
  sql`SELECT ${transaksiColumns}, ids.n AS _n FROM unnest(${ids}) WITH ORDINALITY AS ids(id, n)
      JOIN transaksi t ON t.id = ids.id ${transaksiJoins}`;
