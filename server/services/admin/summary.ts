import { sql } from 'drizzle-orm';
import type { AdminSummary } from '../../../contract/admin';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { clock } from '../../lib/clock';

/** The admin home's figures over every client; sums come as text (int8) and answer as numbers. */
export async function adminSummary(db: DB): Promise<AdminSummary> {
  const now = clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [row] = await queryRows<{
    clients: number;
    unpaid_count: number;
    unpaid_total: string;
    pending_count: number;
    pending_total: string;
    paid_count: number;
    paid_total: string;
    issued_slips: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM users WHERE role = 'client') AS clients,
      (SELECT count(*)::int FROM invoices WHERE status IN ('BELUM_DIBAYAR', 'MENUNGGU')) AS unpaid_count,
      (SELECT coalesce(sum(total), 0)::text FROM invoices WHERE status IN ('BELUM_DIBAYAR', 'MENUNGGU')) AS unpaid_total,
      (SELECT count(*)::int FROM transaksi WHERE status = 'MENUNGGU') AS pending_count,
      (SELECT coalesce(sum(amount), 0)::text FROM transaksi WHERE status = 'MENUNGGU') AS pending_total,
      (SELECT count(*)::int FROM transaksi WHERE status = 'TERBAYAR' AND paid_at >= ${monthStart}::timestamptz) AS paid_count,
      (SELECT coalesce(sum(amount), 0)::text FROM transaksi WHERE status = 'TERBAYAR' AND paid_at >= ${monthStart}::timestamptz) AS paid_total,
      (SELECT count(*)::int FROM bupot WHERE status = 'issued') AS issued_slips`,
  );
  return {
    clients: row.clients,
    unpaid_invoices: { count: row.unpaid_count, total: Number(row.unpaid_total) },
    pending_payments: { count: row.pending_count, total: Number(row.pending_total) },
    paid_this_month: { count: row.paid_count, total: Number(row.paid_total) },
    issued_slips: row.issued_slips,
  };
}
