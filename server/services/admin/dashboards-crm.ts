import { sql } from 'drizzle-orm';
import type { CrmDashboard } from '../../../contract/admin';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { addDays, iso, wibDayStart } from '../billing/dates';
import { type DashboardWindow, fillSlots, wibMonthOf } from './dashboards-window';

const SIGNED_IN_DAYS = 30;
const RECENT = 5;

/** The CRM dashboard: client accounts by state, new ones a month, the newest. */
export async function crmDashboard(db: DB, window: DashboardWindow): Promise<CrmDashboard> {
  const signedInSince = wibDayStart(addDays(window.today, 1 - SIGNED_IN_DAYS));
  const [counts] = await queryRows<{
    total: number;
    active: number;
    pending: number;
    suspended: number;
    new_this_month: number;
    signed_in: number;
  }>(
    db,
    sql`SELECT count(*)::int AS total,
          count(*) FILTER (WHERE email_verified_at IS NOT NULL AND status = 'active')::int AS active,
          count(*) FILTER (WHERE email_verified_at IS NULL AND status = 'active')::int AS pending,
          count(*) FILTER (WHERE status = 'suspended')::int AS suspended,
          count(*) FILTER (WHERE created_at >= ${window.thisMonthStart}::timestamptz)::int AS new_this_month,
          (SELECT count(DISTINCT s.user_id)::int FROM sessions s JOIN users c ON c.id = s.user_id
            WHERE c.role = 'client' AND s.created_at >= ${signedInSince.toISOString()}::timestamptz) AS signed_in
        FROM users WHERE role = 'client'`,
  );
  const perMonth = await queryRows<{ month: string; count: number }>(
    db,
    sql`SELECT ${wibMonthOf(sql`created_at`)} AS month, count(*)::int AS count
        FROM users WHERE role = 'client' AND created_at >= ${window.firstMonthStart}::timestamptz
        GROUP BY 1`,
  );
  const recent = await queryRows<{
    id: number;
    nama: string;
    email: string;
    created_at: Date | string;
    confirmed: boolean;
  }>(
    db,
    sql`SELECT id, nama, email, created_at, email_verified_at IS NOT NULL AS confirmed
        FROM users WHERE role = 'client' ORDER BY created_at DESC, id DESC LIMIT ${RECENT}`,
  );
  return {
    clients: {
      total: counts.total,
      active: counts.active,
      pending_confirmation: counts.pending,
      suspended: counts.suspended,
      new_this_month: counts.new_this_month,
      signed_in_30_days: counts.signed_in,
    },
    new_clients_per_month: fillSlots(
      window.months,
      perMonth,
      (r) => r.month,
      (month, r) => ({ month, count: r?.count ?? 0 }),
    ),
    recent_clients: recent.map((r) => ({ ...r, created_at: iso(r.created_at) as string })),
  };
}
