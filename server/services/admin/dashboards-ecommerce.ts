import { sql } from 'drizzle-orm';
import type { EcommerceDashboard, MonthAmount } from '../../../contract/admin';
import type { PaymentChannel } from '../../../contract/billing';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type DashboardWindow, fillSlots, num, wibMonthOf } from './dashboards-window';

const TOP = 5;
type Sum = { count: number; total: string | number };
const sum = (count: unknown, total: unknown) => ({ count: num(count), total: num(total) });
const perMonth = (months: string[], rows: (Sum & { month: string })[]): MonthAmount[] =>
  fillSlots(
    months,
    rows,
    (r) => r.month,
    (month, r) => ({ month, ...sum(r?.count, r?.total) }),
  );

/**
 * The eCommerce dashboard: the service's bills (not wallet top-ups) issued, paid and owed, and
 * the payments of bills by bank and channel. Overdue is what the bill list calls JATUH_TEMPO: an
 * unpaid bill without a pending virtual account, due before today.
 */
export async function ecommerceDashboard(db: DB, window: DashboardWindow): Promise<EcommerceDashboard> {
  const firstDay = `${window.months[0]}-01`;
  const thisMonthDay = `${window.months[window.months.length - 1]}-01`;
  const [bills] = await queryRows<Record<string, string | number>>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE status IN ('BELUM_DIBAYAR', 'MENUNGGU'))::int AS outstanding_count,
          coalesce(sum(total) FILTER (WHERE status IN ('BELUM_DIBAYAR', 'MENUNGGU')), 0)::int8 AS outstanding_total,
          count(*) FILTER (WHERE status = 'BELUM_DIBAYAR' AND jatuh_tempo < ${window.today}::date)::int AS overdue_count,
          coalesce(sum(total) FILTER (WHERE status = 'BELUM_DIBAYAR' AND jatuh_tempo < ${window.today}::date), 0)::int8 AS overdue_total,
          count(*) FILTER (WHERE status NOT IN ('DIBATALKAN', 'DRAFT') AND tanggal >= ${thisMonthDay}::date)::int AS issued_count,
          coalesce(sum(total) FILTER (WHERE status NOT IN ('DIBATALKAN', 'DRAFT') AND tanggal >= ${thisMonthDay}::date), 0)::int8 AS issued_total,
          count(*) FILTER (WHERE status = 'LUNAS' AND paid_at >= ${window.thisMonthStart}::timestamptz)::int AS paid_count,
          coalesce(sum(total) FILTER (WHERE status = 'LUNAS' AND paid_at >= ${window.thisMonthStart}::timestamptz), 0)::int8 AS paid_total
        FROM invoices WHERE kind = 'TAGIHAN'`,
  );
  const issued = await queryRows<Sum & { month: string }>(
    db,
    sql`SELECT to_char(tanggal, 'YYYY-MM') AS month, count(*)::int AS count, sum(total)::int8 AS total
        FROM invoices WHERE kind = 'TAGIHAN' AND status NOT IN ('DIBATALKAN', 'DRAFT') AND tanggal >= ${firstDay}::date
        GROUP BY 1`,
  );
  const paid = await queryRows<Sum & { month: string }>(
    db,
    sql`SELECT ${wibMonthOf(sql`paid_at`)} AS month, count(*)::int AS count, sum(total)::int8 AS total
        FROM invoices WHERE kind = 'TAGIHAN' AND status = 'LUNAS' AND paid_at >= ${window.firstMonthStart}::timestamptz
        GROUP BY 1`,
  );
  // Payments of bills by bank and by channel in one pass (grouping sets).
  const shares = await queryRows<
    Sum & { by_bank: boolean; bank_code: string; bank: string; channel: PaymentChannel | null }
  >(
    db,
    sql`SELECT GROUPING(t.channel) = 1 AS by_bank, t.bank_code, min(t.bank) AS bank, t.channel,
          count(*)::int AS count, sum(t.amount)::int8 AS total
        FROM transaksi t JOIN invoices i ON i.id = t.invoice_id AND i.kind = 'TAGIHAN'
        WHERE t.status = 'TERBAYAR' AND t.paid_at >= ${window.firstMonthStart}::timestamptz
        GROUP BY GROUPING SETS ((t.bank_code), (t.channel))
        ORDER BY total DESC, t.bank_code, t.channel`,
  );
  const top = await queryRows<{
    id: number;
    nama: string;
    company_name: string | null;
    billed: string | number;
    paid: string | number;
    outstanding: string | number;
  }>(
    db,
    sql`SELECT u.id, u.nama, u.company_name, s.billed, s.paid, s.outstanding
        FROM (SELECT client_id,
                sum(total) FILTER (WHERE status NOT IN ('DIBATALKAN', 'DRAFT'))::int8 AS billed,
                coalesce(sum(total) FILTER (WHERE status = 'LUNAS'), 0)::int8 AS paid,
                coalesce(sum(total) FILTER (WHERE status IN ('BELUM_DIBAYAR', 'MENUNGGU')), 0)::int8 AS outstanding
              FROM invoices WHERE kind = 'TAGIHAN' AND status NOT IN ('DIBATALKAN', 'DRAFT') AND tanggal >= ${firstDay}::date
              GROUP BY client_id ORDER BY billed DESC, client_id LIMIT ${TOP}) s
        JOIN users u ON u.id = s.client_id
        ORDER BY s.billed DESC, u.id`,
  );
  return {
    outstanding: sum(bills.outstanding_count, bills.outstanding_total),
    overdue: sum(bills.overdue_count, bills.overdue_total),
    issued_this_month: sum(bills.issued_count, bills.issued_total),
    paid_this_month: sum(bills.paid_count, bills.paid_total),
    issued_per_month: perMonth(window.months, issued),
    paid_per_month: perMonth(window.months, paid),
    payments_by_bank: shares
      .filter((r) => r.by_bank)
      .map((r) => ({ bank_code: r.bank_code, bank: r.bank, ...sum(r.count, r.total) })),
    payments_by_channel: shares
      .filter((r) => !r.by_bank)
      .map((r) => ({ channel: r.channel, ...sum(r.count, r.total) })),
    top_clients: top.map((r) => ({
      id: r.id,
      nama: r.nama,
      company_name: r.company_name,
      billed: num(r.billed),
      paid: num(r.paid),
      outstanding: num(r.outstanding),
    })),
  };
}
