import { jakartaDate } from '@contract/jakarta-time';

// Due dates are WIB calendar dates ('YYYY-MM-DD'); compare them with today's date in WIB.

export function todayWib(now: Date = new Date()): string {
  return jakartaDate(now);
}

/** Whole days from today (WIB) to a 'YYYY-MM-DD' date; negative when it has passed. */
export function daysUntil(date: string, now: Date = new Date()): number {
  const from = Date.parse(`${todayWib(now)}T00:00:00Z`);
  const to = Date.parse(`${date}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000);
}
