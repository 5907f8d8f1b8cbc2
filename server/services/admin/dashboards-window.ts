import { type SQL, sql } from 'drizzle-orm';
import type { DashboardQuery } from '../../../contract/admin/schemas';
import { clock } from '../../lib/clock';
import { addDays, wibDate, wibDayStart, wibMonth } from '../billing/dates';

// The time window the admin dashboards count over, in WIB like the bills' dates: the last
// `months` calendar months (this one included) and the last `days` days (today included).

export interface DashboardWindow {
  /** 'YYYY-MM', oldest first, this month last */
  months: string[];
  /** 'YYYY-MM-DD', oldest first, today last */
  days: string[];
  today: string;
  /** the instants the first month, this month and the first day start */
  firstMonthStart: string;
  thisMonthStart: string;
  firstDayStart: string;
}

export function dashboardWindow(query: DashboardQuery): DashboardWindow {
  const now = clock.now();
  const today = wibDate(now);
  const months = Array.from({ length: query.months }, (_, k) => wibMonth(now, k - query.months + 1));
  const days = Array.from({ length: query.days }, (_, k) => addDays(today, k - query.days + 1));
  return {
    months,
    days,
    today,
    firstMonthStart: wibDayStart(`${months[0]}-01`).toISOString(),
    thisMonthStart: wibDayStart(`${months[months.length - 1]}-01`).toISOString(),
    firstDayStart: wibDayStart(days[0]).toISOString(),
  };
}

/** An instant column as its WIB month 'YYYY-MM' (or day), whatever the session's time zone. */
export const wibMonthOf = (column: SQL) =>
  sql`to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM')`;
export const wibDayOf = (column: SQL) =>
  sql`to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** int8 sums arrive as text from node-postgres and as numbers from PGlite. */
export const num = (value: unknown): number => Number(value ?? 0);

/** Rows keyed by `key` spread over every slot of the window, missing ones as `empty(slot)`. */
export function fillSlots<R, T>(
  slots: string[],
  rows: R[],
  key: (row: R) => string,
  toSlot: (slot: string, row: R | undefined) => T,
): T[] {
  const byKey = new Map(rows.map((row) => [key(row), row]));
  return slots.map((slot) => toSlot(slot, byKey.get(slot)));
}
