import { type SQL, sql } from 'drizzle-orm';
import {
  type PaymentChannel,
  TRANSAKSI_CSV_COLUMNS,
  TRANSAKSI_STATUSES,
  type Transaksi,
  type TransaksiCounts,
  type TransaksiSortKey,
  type TransaksiStatusAnswer,
} from '../../../contract/billing';
import type { TransaksiListParams } from '../../../contract/billing/schemas';
import { routePath } from '../../../contract/routes';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { badRequest, conflict, type HttpError, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { bankCodeOf, findBank, vaNumberFor } from './banks';
import { csvLine, keysetStream } from './csv';
import { addDays, wibDayStart } from './dates';
import { type DueFlags, type ExpiredVa, expireDue, notifyExpired, readAfterExpiry } from './expiry';
import { assertOpen, getInvoice, lockInvoice } from './invoices';
import {
  cursorOf,
  EXACT_COUNT_LIMIT,
  findTransaksiRows,
  joinAnd,
  keysetSql,
  numberPattern,
  orderSql,
  pageWithFigures,
  plannedRows,
  type SortColumn,
  scopeSql,
  sortKeySelect,
  type TransaksiRow,
  toTransaksi,
  transaksiByIds,
  transaksiColumns,
  transaksiJoins,
} from './rows';

// created_at, amount and status match an index (client_id, …, id); status and bank sort by
// creation time within a status / bank.
const SORT_COLUMNS: Record<TransaksiSortKey, SortColumn[]> = {
  created_at: [{ expr: 't.created_at', cast: 'timestamptz' }],
  amount: [{ expr: 't.amount', cast: 'int8' }],
  nomor_invoice: [{ expr: 't.nomor_invoice', cast: 'text' }],
  status: [
    { expr: 't.status', cast: 'text' },
    { expr: 't.created_at', cast: 'timestamptz' },
  ],
  bank: [
    { expr: 't.bank', cast: 'text' },
    { expr: 't.created_at', cast: 'timestamptz' },
  ],
};

function sortOf(sort: TransaksiListParams['sort']) {
  const [key, dir] = sort.split(':') as [TransaksiSortKey, 'asc' | 'desc'];
  const cols = SORT_COLUMNS[key];
  return { cols, dir, order: orderSql(cols, 't.id', dir) };
}

/** WHERE of the payment list on `transaksi t`; `withStatus` false for the per-status counts. */
function listWhere(user: AuthUser, p: TransaksiListParams, withStatus: boolean): SQL {
  const parts = [scopeSql(user, 't.client_id', p.client_id)];
  if (withStatus && p.status) parts.push(sql`t.status = ${p.status}`);
  if (p.bank) parts.push(sql`t.bank_code = ${bankCodeOf(p.bank)}`);
  if (p.q) {
    const pattern = numberPattern(p.q);
    parts.push(sql`(t.nomor_invoice ILIKE ${pattern} OR t.va_number LIKE ${pattern})`);
  }
  if (p.date_from) parts.push(sql`t.created_at >= ${wibDayStart(p.date_from).toISOString()}::timestamptz`);
  if (p.date_to)
    parts.push(sql`t.created_at < ${wibDayStart(addDays(p.date_to, 1)).toISOString()}::timestamptz`);
  return joinAnd(parts);
}

export async function listTransaksi(db: DB, user: AuthUser, p: TransaksiListParams) {
  const { order } = sortOf(p.sort);
  // The page's ids (an index-only walk of the sort's index), then only the page's rows are read
  // and joined (pageWithFigures).
  const pageIds = sql`SELECT t.id FROM transaksi t WHERE ${listWhere(user, p, true)} ORDER BY ${order}
      LIMIT ${p.perPage} OFFSET ${(p.page - 1) * p.perPage}`;
  const stored = !p.bank && !p.q && !p.date_from && !p.date_to;
  const { rows, counts, estimated } = await readAfterExpiry(db, user, async (flags) => {
    // The page's ids, the stored tab counts and the due flags in one statement, then the page;
    // counted tabs beside them (on PostgreSQL on a second connection at once).
    const figures = [flags, stored ? storedCountsSql(user, p) : null].filter((f) => f !== null);
    const [read, counted] = await Promise.all([
      pageWithFigures<TransaksiRow, { _counts: StatusCount[] | string } & DueFlags>(
        db,
        figures,
        pageIds,
        transaksiByIds,
      ),
      stored ? null : countByStatus(db, user, p),
    ]);
    const fromList = read.figures._counts;
    return {
      due: read.figures,
      result: {
        rows: read.rows,
        ...(counted ?? {
          counts: (typeof fromList === 'string' ? JSON.parse(fromList) : fromList) as StatusCount[],
          estimated: false,
        }),
      },
    };
  });
  const allData = Object.fromEntries([...TRANSAKSI_STATUSES, 'ALL'].map((s) => [s, 0])) as TransaksiCounts;
  for (const c of counts) {
    allData[c.status] = Number(c.count);
    allData.ALL += Number(c.count);
  }
  const total = p.status ? allData[p.status] : allData.ALL;
  return {
    transaksis: rows.map(toTransaksi),
    allData,
    total,
    ...(estimated ? { total_estimated: true as const } : {}),
  };
}

/** The tab counts without bank, text or date filters: read from list_counts (kept by triggers). */
const storedCountsSql = (user: AuthUser, p: TransaksiListParams) =>
  sql`(SELECT coalesce(json_agg(s), '[]') FROM (SELECT c.status, sum(n)::int AS count FROM list_counts c
      WHERE c.list = 'transaksi' AND ${scopeSql(user, 'c.client_id', p.client_id)} GROUP BY c.status) s) AS _counts`;

type StatusCount = Pick<RawRow<typeof tables.transaksi>, 'status'> & { count: number };

/**
 * The tab counts (every status, same filters but the status) with bank, text or date filters: the
 * matching rows are counted up to a bound; past it the planner's estimate of them, shared out
 * among the statuses as in the rows counted.
 */
async function countByStatus(
  db: DB,
  user: AuthUser,
  p: TransaksiListParams,
): Promise<{ counts: StatusCount[]; estimated: boolean }> {
  const where = listWhere(user, p, false);
  const counted = await queryRows<StatusCount>(
    db,
    sql`SELECT status, count(*)::int AS count
        FROM (SELECT t.status FROM transaksi t WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) c GROUP BY status`,
  );
  const sampled = counted.reduce((sum, c) => sum + Number(c.count), 0);
  if (sampled <= EXACT_COUNT_LIMIT) return { counts: counted, estimated: false };
  // Past the bound: the planner's estimate of all matching rows, shared out as in the rows counted.
  const all = Math.max(sampled, await plannedRows(db, sql`transaksi t WHERE ${where}`));
  const counts = counted.map((c) => ({
    status: c.status,
    count: Math.round((Number(c.count) / sampled) * all),
  }));
  return { counts, estimated: true };
}

export function exportTransaksiCsv(
  db: DB,
  user: AuthUser,
  p: TransaksiListParams,
): ReadableStream<Uint8Array> {
  const where = listWhere(user, p, true);
  const { cols, dir, order } = sortOf(p.sort);
  return keysetStream({
    header: csvLine([...TRANSAKSI_CSV_COLUMNS]),
    prepare: () => expireDue(db, user.role === 'admin' ? null : user.id).then(() => undefined),
    fetch: async (after, limit) => {
      const keyset = after ? sql`AND ${keysetSql(cols, 't.id', dir, after)}` : sql``;
      const rows = await queryRows<TransaksiRow>(
        db,
        sql`SELECT ${transaksiColumns}, ${sortKeySelect(cols)}
            FROM (SELECT * FROM transaksi t WHERE ${where} ${keyset} ORDER BY ${order} LIMIT ${limit}) t
            ${transaksiJoins}
            ORDER BY ${order}`,
      );
      return rows.map((r) => {
        const t = toTransaksi(r);
        return {
          cursor: cursorOf(r as unknown as Record<string, unknown>, cols.length, t.id),
          line: csvLine([
            t.id,
            t.nomor_invoice,
            t.client_nama,
            t.bank,
            t.bank_code,
            t.va_number,
            t.amount,
            t.status,
            t.channel,
            t.created_at,
            t.expires_at,
            t.paid_at,
          ]),
        };
      });
    },
  });
}

/** The payment's owner, or 404 for a payment the user may not see. */
async function ownerOf(db: DB, user: AuthUser, where: SQL) {
  const [row] = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'id' | 'invoice_id' | 'client_id'>>(
    db,
    sql`SELECT id, invoice_id, client_id FROM transaksi t WHERE ${where} AND ${scopeSql(user, 't.client_id')}`,
  );
  if (!row) throw notFound('Payment not found', 'not_found');
  return { id: Number(row.id), invoiceId: Number(row.invoice_id), clientId: Number(row.client_id) };
}

export async function getTransaksi(db: DB, user: AuthUser, id: number): Promise<Transaksi> {
  const owner = await ownerOf(db, user, sql`t.id = ${id}`);
  await expireDue(db, owner.clientId);
  const [t] = await findTransaksiRows(db, sql`t.id = ${id}`);
  return t;
}

export async function getStatus(db: DB, user: AuthUser, id: number): Promise<TransaksiStatusAnswer> {
  const t = await getTransaksi(db, user, id);
  const invoice = await getInvoice(db, user, t.invoice_id);
  return {
    id: t.id,
    status: t.status,
    invoice_status: invoice.status,
    paid_at: t.paid_at,
    expires_at: t.expires_at,
  };
}

/**
 * Creates the bill's VA, or answers the active one. The bill's row lock serializes concurrent
 * calls; the unique partial index (one MENUNGGU payment a bill) is the last line of defence.
 */
export async function createVa(
  db: DB,
  user: AuthUser,
  invoiceId: number,
  bankCode: string,
  ttlMinutes: number,
): Promise<{ transaksi: Transaksi; created: boolean }> {
  const bank = findBank(bankCode);
  if (!bank?.va_supported)
    throw badRequest('This bank offers no virtual account here', 'bank_no_va', {
      bank_code: 'No virtual account for this bank',
    });
  const { id, created, expired } = await db.transaction(async (tx) => {
    const { invoice, expired } = await lockInvoice(tx, user, invoiceId);
    assertOpen(invoice.status);
    const [active] = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'id'>>(
      tx,
      sql`SELECT id FROM transaksi WHERE invoice_id = ${invoiceId} AND status = 'MENUNGGU'`,
    );
    if (active) return { id: Number(active.id), created: false, expired };
    const [{ seq }] = await queryRows<{ seq: number }>(
      tx,
      sql`SELECT nextval('va_customer_seq')::int8 AS seq`,
    );
    const [client] = await queryRows<Pick<RawRow<typeof tables.users>, 'nama' | 'company_name'>>(
      tx,
      sql`SELECT nama, company_name FROM users WHERE id = ${invoice.client_id}`,
    );
    const now = clock.now();
    const [row] = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'id'>>(
      tx,
      sql`INSERT INTO transaksi (invoice_id, client_id, nomor_invoice, method, bank, bank_code, va_number, va_name, amount, status, created_at, expires_at)
          VALUES (${invoiceId}, ${invoice.client_id}, ${invoice.nomor}, 'VA', ${bank.nama}, ${bank.code},
                  ${vaNumberFor(bank, Number(seq))}, ${(client.company_name || client.nama).slice(0, 40)}, ${invoice.balance},
                  'MENUNGGU', ${now.toISOString()}::timestamptz,
                  ${new Date(now.getTime() + ttlMinutes * 60_000).toISOString()}::timestamptz)
          RETURNING id`,
    );
    await tx.execute(sql`UPDATE invoices SET status = 'MENUNGGU' WHERE id = ${invoiceId}`);
    return { id: Number(row.id), created: true, expired };
  });
  await notifyExpired(db, expired);
  const [transaksi] = await findTransaksiRows(db, sql`t.id = ${id}`);
  return { transaksi, created };
}

/** Cancels a pending payment (DIBATALKAN); its bill becomes payable again. */
export async function cancelTransaksi(db: DB, user: AuthUser, id: number): Promise<Transaksi> {
  const owner = await ownerOf(db, user, sql`t.id = ${id}`);
  const expired = await db.transaction(async (tx) => {
    const { expired } = await lockInvoice(tx, user, owner.invoiceId);
    const [row] = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'status'>>(
      tx,
      sql`SELECT status FROM transaksi WHERE id = ${id} FOR UPDATE`,
    );
    if (row.status !== 'MENUNGGU') return { expired, refused: row.status };
    await tx.execute(
      sql`UPDATE transaksi SET status = 'DIBATALKAN', cancelled_at = ${clock.now().toISOString()}::timestamptz WHERE id = ${id}`,
    );
    await tx.execute(
      sql`UPDATE invoices SET status = 'BELUM_DIBAYAR' WHERE id = ${owner.invoiceId} AND status = 'MENUNGGU'`,
    );
    return { expired, refused: null };
  });
  await notifyExpired(db, expired.expired);
  if (expired.refused) throw notPendingError(expired.refused);
  const [t] = await findTransaksiRows(db, sql`t.id = ${id}`);
  return t;
}

function notPendingError(status: Transaksi['status']) {
  const what = {
    TERBAYAR: 'already paid',
    KADALUARSA: 'expired',
    DIBATALKAN: 'already cancelled',
    MENUNGGU: '',
  }[status];
  return conflict(`This payment is ${what}; only a pending payment can be cancelled`, 'not_pending');
}

/**
 * The sandbox bank's payment notification: in one transaction with the bill and the payment
 * locked, MENUNGGU → TERBAYAR, the bill → LUNAS, a top-up credits the wallet. A repeat answers the
 * paid payment with applied: false. Expired or cancelled VAs are refused with 409.
 */
export async function applyPayment(
  db: DB,
  user: AuthUser,
  target: { va_number?: string; id?: number; amount?: number; channel: Exclude<PaymentChannel, 'WALLET'> },
) {
  const owner = await ownerOf(
    db,
    user,
    target.id !== undefined ? sql`t.id = ${target.id}` : sql`t.va_number = ${target.va_number}`,
  );
  type Outcome = {
    applied: boolean;
    expired: ExpiredVa[];
    error?: HttpError;
    topup?: number;
    nomor?: string;
  };
  const outcome: Outcome = await db.transaction(async (tx) => {
    const { invoice, expired } = await lockInvoice(tx, user, owner.invoiceId);
    const [pay] = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'status' | 'amount' | 'method'>>(
      tx,
      sql`SELECT status, amount, method FROM transaksi WHERE id = ${owner.id} FOR UPDATE`,
    );
    if (pay.status === 'TERBAYAR') return { applied: false, expired };
    // Answered after commit so that an expiry found here is kept.
    if (pay.status === 'KADALUARSA')
      return {
        applied: false,
        expired,
        error: conflict('This virtual account has expired; make a new one', 'va_expired'),
      };
    if (pay.status === 'DIBATALKAN')
      return {
        applied: false,
        expired,
        error: conflict('This virtual account was cancelled', 'va_cancelled'),
      };
    if (target.amount !== undefined && target.amount !== Number(pay.amount)) {
      return {
        applied: false,
        expired,
        error: conflict(`The amount must be exactly ${Number(pay.amount)}`, 'amount_mismatch'),
      };
    }
    const now = clock.now().toISOString();
    await tx.execute(
      sql`UPDATE transaksi SET status = 'TERBAYAR', paid_at = ${now}::timestamptz, channel = ${target.channel} WHERE id = ${owner.id}`,
    );
    await tx.execute(
      sql`UPDATE invoices SET status = 'LUNAS', paid_at = ${now}::timestamptz WHERE id = ${invoice.id}`,
    );
    if (invoice.kind === 'TOPUP') {
      await tx.execute(
        sql`INSERT INTO wallet_ledger (user_id, type, amount, invoice_id, transaksi_id, reference, description, created_at)
            VALUES (${invoice.client_id}, 'CREDIT', ${invoice.total}, ${invoice.id}, ${owner.id}, ${invoice.nomor},
                    'Isi saldo dompet', ${now}::timestamptz)
            ON CONFLICT DO NOTHING`,
      );
    }
    return {
      applied: true,
      expired,
      topup: invoice.kind === 'TOPUP' ? invoice.total : undefined,
      nomor: invoice.nomor,
    };
  });
  await notifyExpired(db, outcome.expired);
  if (outcome.error) throw outcome.error;
  if (outcome.applied) {
    const invoice = await getInvoice(db, user, owner.invoiceId);
    await notifyPaid(
      db,
      owner.clientId,
      invoice.id,
      invoice.nomor,
      invoice.total,
      outcome.topup !== undefined,
    );
  }
  const [transaksi] = await findTransaksiRows(db, sql`t.id = ${owner.id}`);
  const invoice = await getInvoice(db, user, owner.invoiceId);
  return { transaksi, invoice, applied: outcome.applied };
}

export async function notifyPaid(
  db: DB,
  clientId: number,
  invoiceId: number,
  nomor: string,
  total: number,
  topup: boolean,
) {
  await notify(db, clientId, {
    type: 'invoice.paid',
    title: topup ? `Isi saldo ${nomor} berhasil` : `Tagihan ${nomor} lunas`,
    body: topup
      ? `Saldo dompet bertambah Rp ${total.toLocaleString('id-ID')}.`
      : `Pembayaran Rp ${total.toLocaleString('id-ID')} telah diterima.`,
    url: routePath('invoiceDetail', { id: invoiceId }),
    meta: { invoice_id: invoiceId, nomor, amount: total },
  });
}
