import { jakartaDate } from '@contract/jakarta-time';

/** Whole days from today in WIB to a due date ('YYYY-MM-DD', a WIB calendar date); negative when it has passed. */
export function daysUntil(date: string, now: Date = new Date()): number {
  const from = Date.parse(`${jakartaDate(now)}T00:00:00Z`);
  const to = Date.parse(`${date}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000);
}
