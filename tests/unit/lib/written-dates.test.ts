import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonthShort,
  formatMonthYear,
  localeFor,
  monthNames,
} from '@/lib/format';

// Intl as the oracle: the dates written out without it (src/lib/written-dates.ts) must read
// exactly as Intl writes them, in the four languages, in every zone the portal offers.
const LANGUAGES = ['en', 'id', 'fr', 'ar'];
const ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura', 'UTC'];
const intl = (lng: string, options: Intl.DateTimeFormatOptions, at: number | Date) =>
  new Intl.DateTimeFormat(localeFor(lng), options).format(at);

// every day of 2025-2027 at a time that moves through the hours (and across midnight in the zones)
const instants = Array.from(
  { length: 3 * 366 },
  (_, i) => Date.UTC(2025, 0, 1) + i * 86_400_000 + ((i * 7) % 24) * 3_600_000 + (i % 60) * 60_000,
);

describe('dates written without Intl', () => {
  it.each(LANGUAGES)('%s: a day with its month, short, long and two-digit, in every zone', (lng) => {
    for (const timeZone of ZONES) {
      const short = new Intl.DateTimeFormat(localeFor(lng), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone,
      });
      const long = new Intl.DateTimeFormat(localeFor(lng), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      });
      const digits = new Intl.DateTimeFormat(localeFor(lng), {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone,
      });
      for (const at of instants) {
        expect(formatDate(at, lng, { timeZone })).toBe(short.format(at));
        expect(formatDate(at, lng, { timeZone, month: 'long' })).toBe(long.format(at));
        expect(formatDate(at, lng, { timeZone, month: '2-digit' })).toBe(digits.format(at));
      }
    }
  });

  it.each(LANGUAGES)('%s: a day with its month and the time, 24-hour clock, in every zone', (lng) => {
    for (const timeZone of ZONES) {
      for (const month of ['short', 'long'] as const) {
        const oracle = new Intl.DateTimeFormat(localeFor(lng), {
          day: 'numeric',
          month,
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone,
        });
        for (const at of instants)
          expect(formatDateTime(at, lng, { timeZone, month })).toBe(oracle.format(at));
      }
    }
  });

  it.each(LANGUAGES)('%s: calendar dates, month names and a month with its year', (lng) => {
    expect(formatDate('2026-12-31', lng)).toBe(
      intl(lng, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }, Date.UTC(2026, 11, 31)),
    );
    expect(monthNames(lng)).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        intl(lng, { month: 'long', timeZone: 'UTC' }, Date.UTC(2025, i, 15)),
      ),
    );
    expect(monthNames(lng, 'short')).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        intl(lng, { month: 'short', timeZone: 'UTC' }, Date.UTC(2025, i, 15)),
      ),
    );
    for (let month = 1; month <= 12; month++) {
      expect(formatMonthShort(month, lng)).toBe(
        intl(lng, { month: 'short', timeZone: 'UTC' }, Date.UTC(2025, month - 1, 15)),
      );
      expect(formatMonthYear(month, 2027, lng)).toBe(
        intl(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }, Date.UTC(2027, month - 1, 15)),
      );
    }
  });

  it('leaves other zones and years to Intl', () => {
    const at = Date.UTC(2026, 2, 29, 0, 30); // Paris changes to summer time that night
    expect(formatDateTime(at, 'fr', { timeZone: 'Europe/Paris' })).toBe('29 mars 2026, 01:30');
    expect(formatDate(Date.UTC(12026, 0, 1), 'en', { timeZone: 'UTC' })).toBe(
      intl('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }, Date.UTC(12026, 0, 1)),
    );
  });
});
