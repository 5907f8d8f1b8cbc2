import { sql } from 'drizzle-orm';
import type { AnalyticsDashboard } from '../../../contract/admin';
import { PASALS, type Pasal } from '../../../contract/ebupot';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type DashboardWindow, fillSlots, num, wibDayOf, wibMonthOf } from './dashboards-window';

const TOP = 5;
/** Live slips: an issued one, not its replaced originals nor cancelled ones. */
const live = sql`b.status = 'issued'`;
const noSlips = () => Object.fromEntries(PASALS.map((p) => [p, 0])) as Record<Pasal, number>;

/** The analytics dashboard: sign-ins a day and withholding slips (E-Bupot) issued. */
export async function analyticsDashboard(db: DB, window: DashboardWindow): Promise<AnalyticsDashboard> {
  const signIns = await queryRows<{ day: string; count: number; users: number }>(
    db,
    sql`SELECT ${wibDayOf(sql`created_at`)} AS day, count(*)::int AS count, count(DISTINCT user_id)::int AS users
        FROM sessions WHERE created_at >= ${window.firstDayStart}::timestamptz GROUP BY 1`,
  );
  const [slips] = await queryRows<{ issued: number; this_month: number; pph: string | number }>(
    db,
    sql`SELECT count(*)::int AS issued,
          count(*) FILTER (WHERE b.issued_at >= ${window.thisMonthStart}::timestamptz)::int AS this_month,
          coalesce(sum(b.pph), 0)::int8 AS pph
        FROM bupot b WHERE ${live}`,
  );
  const perMonth = await queryRows<{ month: string; pasal: Pasal; count: number; pph: string | number }>(
    db,
    sql`SELECT ${wibMonthOf(sql`b.issued_at`)} AS month, b.pasal, count(*)::int AS count, sum(b.pph)::int8 AS pph
        FROM bupot b WHERE ${live} AND b.issued_at >= ${window.firstMonthStart}::timestamptz
        GROUP BY 1, 2`,
  );
  const months = new Map<string, { by_pasal: Record<Pasal, number>; pph: number }>();
  for (const row of perMonth) {
    const month = months.get(row.month) ?? { by_pasal: noSlips(), pph: 0 };
    month.by_pasal[row.pasal] = row.count;
    month.pph += num(row.pph);
    months.set(row.month, month);
  }
  const top = await queryRows<{
    code: string;
    pasal: Pasal;
    name_id: string;
    name_en: string;
    count: number;
    pph: string | number;
  }>(
    db,
    sql`SELECT t.code, t.pasal, t.name_id, t.name_en, s.count, s.pph
        FROM (SELECT b.kode_objek, count(*)::int AS count, sum(b.pph)::int8 AS pph
              FROM bupot b WHERE ${live} AND b.issued_at >= ${window.firstMonthStart}::timestamptz
              GROUP BY 1) s
        JOIN tax_object_codes t ON t.code = s.kode_objek
        ORDER BY s.count DESC, s.pph DESC, t.code LIMIT ${TOP}`,
  );
  return {
    sign_ins_per_day: fillSlots(
      window.days,
      signIns,
      (r) => r.day,
      (day, r) => ({ day, count: r?.count ?? 0, users: r?.users ?? 0 }),
    ),
    slips: { issued: slips.issued, issued_this_month: slips.this_month, pph_total: num(slips.pph) },
    slips_per_month: window.months.map((month) => ({
      month,
      ...(months.get(month) ?? { by_pasal: noSlips(), pph: 0 }),
    })),
    top_tax_objects: top.map((r) => ({ ...r, pph: num(r.pph) })),
  };
}
