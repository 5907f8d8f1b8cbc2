import { type SQL, sql } from 'drizzle-orm';
import { routePath } from '../../../contract/routes';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { log } from '../../lib/logger';
import { notify } from '../../lib/notify';
import { wibDate } from './dates';
import { idList } from './rows';

const BATCH = 500;

export type ExpiredVa = Pick<
  RawRow<typeof tables.transaksi>,
  'id' | 'invoice_id' | 'client_id' | 'nomor_invoice' | 'va_number'
>;

/**
 * Marks a batch of locked pending payments KADALUARSA when their expires_at has passed and puts
 * their bills back to BELUM_DIBAYAR. The caller holds the bills' row locks (always bill first,
 * then payment: the order every billing transaction takes).
 */
export async function expireLocked(tx: DB, transaksiIds: number[]): Promise<ExpiredVa[]> {
  if (!transaksiIds.length) return [];
  const expired = await queryRows<ExpiredVa>(
    tx,
    sql`UPDATE transaksi SET status = 'KADALUARSA'
        WHERE id IN (${idList(transaksiIds)}) AND status = 'MENUNGGU' AND expires_at <= ${clock.now().toISOString()}::timestamptz
        RETURNING id, invoice_id, client_id, nomor_invoice, va_number`,
  );
  if (expired.length) {
    // A top-up is no debt: it ends with its VA (a new top-up makes a new one).
    await tx.execute(
      sql`UPDATE invoices
          SET status = CASE WHEN kind = 'TOPUP' THEN 'DIBATALKAN' ELSE 'BELUM_DIBAYAR' END,
              cancelled_at = CASE WHEN kind = 'TOPUP' THEN ${clock.now().toISOString()}::timestamptz END
          WHERE id IN (${idList(expired.map((e) => Number(e.invoice_id)))}) AND status = 'MENUNGGU'`,
    );
  }
  return expired;
}

/** Tells each client that a VA expired (after the transaction that expired it committed). */
export async function notifyExpired(db: DB, expired: ExpiredVa[]): Promise<void> {
  for (const e of expired) {
    await notify(db, Number(e.client_id), {
      type: 'va.expired',
      title: `VA tagihan ${e.nomor_invoice} kedaluwarsa`,
      body: `Virtual account ${e.va_number ?? ''} tidak dapat dibayar lagi. Buat VA baru untuk membayar tagihan ini.`,
      url: routePath('invoiceDetail', { id: e.invoice_id }),
      meta: { invoice_id: Number(e.invoice_id), transaksi_id: Number(e.id), nomor: e.nomor_invoice },
    });
  }
}

/** Top-ups left without a VA past their due date end as cancelled, like one whose VA expired. */
async function expireAbandonedTopups(db: DB, clientId: number | null) {
  await db.execute(
    sql`UPDATE invoices SET status = 'DIBATALKAN', cancelled_at = ${clock.now().toISOString()}::timestamptz
        WHERE kind = 'TOPUP' AND status = 'BELUM_DIBAYAR' AND jatuh_tempo < ${wibDate(clock.now())}::date
        ${clientId === null ? sql`` : sql`AND client_id = ${clientId}`}`,
  );
}

/**
 * Whether one client has something to expire: an abandoned top-up past its due date, a pending
 * VA past its time. Two index probes, as select-list expressions (`_due_topups`, `_due_vas`), so a
 * list read can ask them in its own statement and skip a round trip.
 */
export function dueFlagsSql(clientId: number): SQL {
  const now = clock.now();
  return sql`EXISTS (SELECT 1 FROM invoices WHERE client_id = ${clientId} AND kind = 'TOPUP'
                       AND status = 'BELUM_DIBAYAR' AND jatuh_tempo < ${wibDate(now)}::date) AS _due_topups,
             EXISTS (SELECT 1 FROM transaksi WHERE client_id = ${clientId} AND status = 'MENUNGGU'
                       AND expires_at <= ${now.toISOString()}::timestamptz) AS _due_vas`;
}

export interface DueFlags {
  _due_topups: boolean;
  _due_vas: boolean;
}

/**
 * Expires every pending VA whose time has passed (one client's, or all when clientId is null).
 * Called lazily before billing reads and by the periodic sweep; cheap when nothing is due
 * (a partial index on pending expires_at). Answers how many expired. `known`: the client's
 * dueFlagsSql answer, already read by the caller.
 */
export async function expireDue(db: DB, clientId: number | null, known?: DueFlags): Promise<number> {
  // All clients' only in the sweep: without a client it is a scan of every bill.
  if (clientId !== null) {
    // Every list read passes here: one read (two index probes) says whether anything is due.
    const due = known ?? (await queryRows<DueFlags>(db, sql`SELECT ${dueFlagsSql(clientId)}`))[0];
    if (due._due_topups) await expireAbandonedTopups(db, clientId);
    if (!due._due_vas) return 0;
  }
  let count = 0;
  for (;;) {
    const due = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'id' | 'invoice_id'>>(
      db,
      sql`SELECT id, invoice_id FROM transaksi
          WHERE status = 'MENUNGGU' AND expires_at <= ${clock.now().toISOString()}::timestamptz
          ${clientId === null ? sql`` : sql`AND client_id = ${clientId}`}
          ORDER BY expires_at LIMIT ${BATCH}`,
    );
    if (!due.length) return count;
    const expired = await db.transaction(async (tx) => {
      const invoiceIds = [...new Set(due.map((d) => Number(d.invoice_id)))].sort((a, b) => a - b);
      await tx.execute(
        sql`SELECT id FROM invoices WHERE id IN (${idList(invoiceIds)}) ORDER BY id FOR UPDATE`,
      );
      return expireLocked(
        tx,
        due.map((d) => Number(d.id)),
      );
    });
    await notifyExpired(db, expired);
    count += expired.length;
    if (due.length < BATCH) return count;
  }
}

/**
 * A billing list read after the expiry it needs: `read` gets the due flags to put in its own
 * statement (null: none to ask) and answers them beside its result. Something due (rare) is
 * expired and the list read again, so the answer is what reading after expiring gave. The admin
 * (every client's) sweeps first, as before.
 */
export async function readAfterExpiry<T>(
  db: DB,
  user: AuthUser,
  read: (flags: SQL | null) => Promise<{ result: T; due?: DueFlags }>,
): Promise<T> {
  if (user.role === 'admin') {
    await expireDue(db, null);
    return (await read(null)).result;
  }
  const first = await read(dueFlagsSql(user.id));
  if (!first.due?._due_topups && !first.due?._due_vas) return first.result;
  await expireDue(db, user.id, first.due);
  return (await read(null)).result;
}

/** Periodic sweep (server/jobs): expires due VAs of every client each config.sweepIntervalSeconds. */
export function startVaExpirySweep({ db, config }: { db: DB; config: { sweepIntervalSeconds: number } }) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireAbandonedTopups(db, null)
      .then(() => expireDue(db, null))
      .catch((err) => {
        log.error({ err }, 'VA expiry sweep failed');
      })
      .finally(() => {
        running = false;
      });
  }, Math.max(1, config.sweepIntervalSeconds) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
