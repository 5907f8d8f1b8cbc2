import { describe, expect, it } from 'vitest';
import { jakartaDate } from '../../../contract/jakarta-time';
import {
  deadlinesFor,
  holidayCalendar,
  nextWorkingDay,
  parseHolidays,
} from '../../../server/services/ebupot/deadlines';
import { formatBupotNumber, newVerificationCode } from '../../../server/services/ebupot/numbering';

const none = parseHolidays({ years: { 2026: { days: [] } } });

describe('deadlines of a masa', () => {
  it('pays by the 15th and reports by the 20th of the next month', () => {
    const d = deadlinesFor(3, 2026, none);
    expect(d.payment).toEqual({ date: '2026-04-15', nominal: '2026-04-15', shifted: false, holidays: [] });
    expect(d.reporting.date).toBe('2026-04-20');
  });

  it('rolls December into January of the next year', () => {
    const d = deadlinesFor(12, 2025, holidayCalendar());
    expect(d.payment.nominal).toBe('2026-01-15');
    expect(d.holidayDataKnown).toBe(true);
  });

  it('moves over a weekend to Monday', () => {
    // 15 Nov 2025 is a Saturday, 20 Sep 2026 a Sunday
    expect(nextWorkingDay('2025-11-15', none).date).toBe('2025-11-17');
    expect(nextWorkingDay('2026-09-20', none)).toMatchObject({ date: '2026-09-21', shifted: true });
  });

  it('moves over holidays and cuti bersama from the data file', () => {
    // masa Feb 2026: 20 Mar 2026 is cuti bersama Idul Fitri, 21–22 Idul Fitri (weekend), 23–24 cuti bersama
    const d = deadlinesFor(2, 2026);
    expect(d.reporting.nominal).toBe('2026-03-20');
    expect(d.reporting.date).toBe('2026-03-25');
    expect(d.reporting.holidays).toContain('Idul Fitri 1447 H');
    // masa Dec 2025: 15 Jan 2026 is a Thursday, no holiday
    expect(deadlinesFor(12, 2025).payment).toMatchObject({ date: '2026-01-15', shifted: false });
    // masa Jul 2025: 15 Aug Friday, 20 Aug Wednesday — unchanged
    expect(deadlinesFor(7, 2025).reporting.date).toBe('2025-08-20');
    // masa Apr 2026: 15 May 2026 is cuti bersama after Ascension (Friday) → Monday 18 May
    expect(deadlinesFor(4, 2026).payment).toMatchObject({ date: '2026-05-18', shifted: true });
  });

  it('says when a year has no decreed holiday data', () => {
    expect(deadlinesFor(12, 2028).holidayDataKnown).toBe(false);
    // 2028 is only estimated (its decree is not out yet): not known either
    expect(deadlinesFor(12, 2027).holidayDataKnown).toBe(false);
    expect(deadlinesFor(11, 2027).holidayDataKnown).toBe(true);
    expect(deadlinesFor(10, 2026).holidayDataKnown).toBe(true);
  });

  it('has well-formed data for 2025–2027', () => {
    const cal = holidayCalendar();
    for (const y of [2025, 2026, 2027, 2028]) expect(cal.years.has(y)).toBe(true);
    expect(cal.days.get('2025-08-17')).toMatch(/Kemerdekaan/);
    expect(cal.days.get('2026-12-25')).toMatch(/Natal/);
  });

  it('tells today in Jakarta (UTC+7)', () => {
    expect(jakartaDate(new Date('2026-03-31T16:59:59Z'))).toBe('2026-03-31');
    expect(jakartaDate(new Date('2026-03-31T17:00:00Z'))).toBe('2026-04-01');
  });
});

describe('slip numbers', () => {
  it('are 2 + 2-digit series + 7-digit serial', () => {
    expect(formatBupotNumber(1)).toBe('2000000001');
    expect(formatBupotNumber(123)).toBe('2000000123');
    expect(formatBupotNumber(9_999_999)).toBe('2009999999');
    expect(formatBupotNumber(10_000_000)).toBe('2010000001');
  });

  it('verification codes are 16 unambiguous characters and differ', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerificationCode));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
  });
});
