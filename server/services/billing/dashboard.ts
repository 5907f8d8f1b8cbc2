import { sql } from 'drizzle-orm';
import type { DashboardAnswer } from '../../../contract/billing';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { addDays, wibDate, wibMonth } from './dates';
import { expireDue } from './expiry';
import {
  type InvoiceRow,
  invoiceColumns,
  invoiceJoins,
  scopeSql,
  type TransaksiRow,
  toInvoice,
  toTransaksi,
  transaksiColumns,
  transaksiJoins,
} from './rows';

const num = (v: unknown) => Number(v ?? 0);
/** paid_at as a WIB 'YYYY-MM' in SQL, independent of the session time zone */
const paidMonth = sql`to_char((t.paid_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM')`;

/** Sums for the client dashboard, all computed by SQL over the user's rows (admin: everyone's). */
export async function dashboard(db: DB, user: AuthUser): Promise<DashboardAnswer> {
  await expireDue(db, user.role === 'admin' ? null : user.id);
  const now = clock.now();
  const today = wibDate(now);
  // Top-ups are not bills the client owes: neither unpaid sums nor upcoming dues count them.
  const inScope = sql`${scopeSql(user, 'i.client_id')} AND i.kind = 'TAGIHAN'`;
  const payScope = scopeSql(user, 't.client_id');

  const [unpaid] = await queryRows<Record<string, string | number>>(
    db,
    sql`SELECT count(*)::int AS unpaid_count, COALESCE(SUM(i.total), 0)::int8 AS unpaid_total,
          count(*) FILTER (WHERE i.jatuh_tempo BETWEEN ${today}::date AND ${addDays(today, 7)}::date)::int AS due_count,
          COALESCE(SUM(i.total) FILTER (WHERE i.jatuh_tempo BETWEEN ${today}::date AND ${addDays(today, 7)}::date), 0)::int8 AS due_total
        FROM invoices i WHERE ${inScope} AND i.status IN ('BELUM_DIBAYAR', 'MENUNGGU')`,
  );

  const firstMonth = wibMonth(now, -11);
  const monthly = await queryRows<{ month: string; count: number; total: string | number }>(
    db,
    sql`SELECT ${paidMonth} AS month, count(*)::int AS count, SUM(t.amount)::int8 AS total
        FROM transaksi t
        WHERE ${payScope} AND t.status = 'TERBAYAR'
          AND t.paid_at >= (${`${firstMonth}-01`}::timestamp - interval '7 hours') AT TIME ZONE 'UTC'
        GROUP BY 1`,
  );
  const byMonth = new Map(monthly.map((m) => [m.month, m]));
  const payments_per_month = Array.from({ length: 12 }, (_, k) => {
    const month = wibMonth(now, k - 11);
    const m = byMonth.get(month);
    return { month, count: num(m?.count), total: num(m?.total) };
  });
  const thisMonth = payments_per_month[11];

  const [wallet] = await queryRows<{ balance: string | number }>(
    db,
    sql`SELECT COALESCE(SUM(CASE WHEN type = 'CREDIT' THEN amount ELSE -amount END), 0)::int8 AS balance
        FROM wallet_ledger w WHERE ${scopeSql(user, 'w.user_id')}`,
  );

  const upcoming = await queryRows<InvoiceRow>(
    db,
    sql`SELECT ${invoiceColumns}
        FROM (SELECT * FROM invoices i WHERE ${inScope} AND i.status IN ('BELUM_DIBAYAR', 'MENUNGGU')
              ORDER BY i.jatuh_tempo, i.id LIMIT 5) i
        ${invoiceJoins} ORDER BY i.jatuh_tempo, i.id`,
  );
  const recent = await queryRows<TransaksiRow>(
    db,
    sql`SELECT ${transaksiColumns}
        FROM (SELECT * FROM transaksi t WHERE ${payScope} AND t.status = 'TERBAYAR'
              ORDER BY t.paid_at DESC, t.id DESC LIMIT 5) t
        ${transaksiJoins} ORDER BY t.paid_at DESC, t.id DESC`,
  );

  return {
    unpaid_total: num(unpaid.unpaid_total),
    unpaid_count: num(unpaid.unpaid_count),
    due_within_7_days: { count: num(unpaid.due_count), total: num(unpaid.due_total) },
    paid_this_month: { count: thisMonth.count, total: thisMonth.total },
    wallet_balance: num(wallet.balance),
    payments_per_month,
    upcoming_due: upcoming.map((r) => toInvoice(r, today)),
    recent_payments: recent.map(toTransaksi),
  };
}
