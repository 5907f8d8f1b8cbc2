import { sql } from 'drizzle-orm';
import { routePath } from '../../../contract/routes';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
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
 * Expires every pending VA whose time has passed (one client's, or all when clientId is null).
 * Called lazily before billing reads and by the periodic sweep; cheap when nothing is due
 * (a partial index on pending expires_at). Answers how many expired.
 */
export async function expireDue(db: DB, clientId: number | null): Promise<number> {
  // All clients' only in the sweep: without a client it is a scan of every bill.
  if (clientId !== null) {
    // Every list read passes here: one read (two index probes) says whether anything is due.
    const now = clock.now();
    const [due] = await queryRows<{ topups: boolean; vas: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM invoices WHERE client_id = ${clientId} AND kind = 'TOPUP'
                           AND status = 'BELUM_DIBAYAR' AND jatuh_tempo < ${wibDate(now)}::date) AS topups,
                 EXISTS (SELECT 1 FROM transaksi WHERE client_id = ${clientId} AND status = 'MENUNGGU'
                           AND expires_at <= ${now.toISOString()}::timestamptz) AS vas`,
    );
    if (due.topups) await expireAbandonedTopups(db, clientId);
    if (!due.vas) return 0;
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
