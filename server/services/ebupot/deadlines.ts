import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BupotDeadlines, DeadlineDay } from '../../../contract/ebupot';

export interface HolidayCalendar {
  /** YYYY-MM-DD → name */
  days: Map<string, string>;
  /** years the calendar has data for */
  years: Set<number>;
  /** years whose days follow the published decree (the others are estimates) */
  decreed: Set<number>;
  /** YYYY-MM-DD → a national holiday or cuti bersama (the calendar shows which) */
  kinds: Map<string, HolidayKind>;
}

export type HolidayKind = 'holiday' | 'cuti_bersama';

interface HolidayFile {
  years: Record<
    string,
    { status?: 'decreed' | 'estimated'; days: { date: string; name: string; kind?: HolidayKind }[] }
  >;
}

const holidaysPath = join(dirname(fileURLToPath(import.meta.url)), '../../data/holidays.json');

export function parseHolidays(file: HolidayFile): HolidayCalendar {
  const days = new Map<string, string>();
  const years = new Set<number>();
  const decreed = new Set<number>();
  const kinds = new Map<string, HolidayKind>();
  for (const [year, entry] of Object.entries(file.years)) {
    years.add(Number(year));
    if (entry.status !== 'estimated') decreed.add(Number(year));
    for (const day of entry.days) {
      days.set(day.date, day.name);
      kinds.set(day.date, day.kind ?? 'holiday');
    }
  }
  return { days, years, decreed, kinds };
}

let cached: HolidayCalendar | undefined;
/** server/data/holidays.json, read once. */
export function holidayCalendar(): HolidayCalendar {
  cached ??= parseHolidays(JSON.parse(readFileSync(holidaysPath, 'utf8')) as HolidayFile);
  return cached;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first day from `date` (inclusive) that is not Saturday, Sunday, a holiday or cuti bersama. */
export function nextWorkingDay(date: string, calendar: HolidayCalendar): DeadlineDay {
  const day = new Date(`${date}T00:00:00Z`);
  const holidays: string[] = [];
  for (;;) {
    const weekday = day.getUTCDay();
    const holiday = calendar.days.get(iso(day));
    if (holiday) holidays.push(holiday);
    if (weekday !== 0 && weekday !== 6 && !holiday) break;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return { date: iso(day), nominal: date, shifted: iso(day) !== date, holidays };
}

/**
 * Deadlines of a masa pajak (ebupot.md §5): payment (setor) by the 15th of the next month
 * (PMK 81/2024), reporting (SPT Masa PPh Unifikasi) by the 20th; each moved to the next working
 * day over weekends, national holidays and cuti bersama (PMK 81/2024 Pasal 100).
 */
export function deadlinesFor(masa: number, tahun: number, calendar = holidayCalendar()): BupotDeadlines {
  const nextMonth = masa === 12 ? 1 : masa + 1;
  const year = masa === 12 ? tahun + 1 : tahun;
  const day = (d: number) => `${year}-${String(nextMonth).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return {
    masa,
    tahun,
    payment: nextWorkingDay(day(15), calendar),
    reporting: nextWorkingDay(day(20), calendar),
    holidayDataKnown: calendar.decreed.has(year),
    holidayData: calendar.decreed.has(year) ? 'decreed' : calendar.years.has(year) ? 'estimated' : 'none',
  };
}
