import type { CalendarItem } from '@contract/calendar';

// Local-day arithmetic for the calendar views (the portal's own zone), and where a week starts.

export type CalendarViewName = 'month' | 'week' | 'day' | 'list';
export const CALENDAR_VIEWS: CalendarViewName[] = ['month', 'week', 'day', 'list'];

export const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a local day. */
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Local midnight of 'YYYY-MM-DD'. */
export const fromDayKey = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};
export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const addDays = (d: Date, n: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + n, d.getHours(), d.getMinutes());
export const addMonths = (d: Date, n: number) => {
  const first = new Date(d.getFullYear(), d.getMonth() + n, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(d.getDate(), last));
};
export const sameDay = (a: Date, b: Date) => dayKey(a) === dayKey(b);
/** Whole local days from a to b (midnights), daylight saving aside. */
export const daysBetween = (a: Date, b: Date) =>
  Math.round((startOfDay(b).getTime() - startOfDay(a).getTime()) / DAY_MS);

export const startOfWeek = (d: Date, firstDay: number) =>
  addDays(startOfDay(d), -((d.getDay() - firstDay + 7) % 7));

/** The 6 × 7 days a month view shows. */
export function monthDays(date: Date, firstDay: number): Date[] {
  const start = startOfWeek(new Date(date.getFullYear(), date.getMonth(), 1), firstDay);
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

/**
 * The day a week starts on (0 Sunday … 6 Saturday): Monday in Indonesian and French (as the
 * service's users expect); elsewhere the locale's own data (Arabic: Saturday or Sunday by region).
 */
export function firstDayOfWeek(lang: string): number {
  if (lang.startsWith('id') || lang.startsWith('fr')) return 1;
  try {
    const locale = new Intl.Locale(lang) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // an unknown tag: the defaults below
  }
  return lang.startsWith('ar') ? 6 : 0;
}

/** The dates a view shows, inclusive. */
export function visibleRange(view: CalendarViewName, date: Date, firstDay: number): { from: Date; to: Date } {
  if (view === 'day') return { from: startOfDay(date), to: startOfDay(date) };
  if (view === 'week') {
    const from = startOfWeek(date, firstDay);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'list') {
    return {
      from: new Date(date.getFullYear(), date.getMonth(), 1),
      to: new Date(date.getFullYear(), date.getMonth() + 1, 0),
    };
  }
  const days = monthDays(date, firstDay);
  return { from: days[0], to: days[41] };
}

/** An item with its local start and end: all-day ones as midnights, the end being the last day's. */
export interface Placed {
  item: CalendarItem;
  start: Date;
  end: Date;
  allDay: boolean;
}

export function place(item: CalendarItem): Placed {
  if (item.all_day) return { item, start: fromDayKey(item.start), end: fromDayKey(item.end), allDay: true };
  return { item, start: new Date(item.start), end: new Date(item.end), allDay: false };
}

/** Whether a placed item shows on a local day. */
export function onDay(p: Placed, day: Date): boolean {
  const start = startOfDay(p.start).getTime();
  const dayStart = startOfDay(day).getTime();
  if (p.allDay) return dayStart >= start && dayStart <= startOfDay(p.end).getTime();
  // a timed event ending at midnight does not show on the next day
  return p.start.getTime() < addDays(startOfDay(day), 1).getTime() && p.end.getTime() > dayStart;
}

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input. */
export const localInputValue = (d: Date) => `${dayKey(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
