import { describe, expect, it } from 'vitest';
import file from '../../../server/data/holidays.json';
import { deadlinesFor, holidayCalendar } from '../../../server/services/ebupot/deadlines';

// The decree lists, written down here from the SKB 3 Menteri as reported by the sources cited in
// server/data/holidays.json: every day of each decreed year must be in the data with its kind, and
// nothing else.
const DECREES: Record<string, { holidays: string[]; cutiBersama: string[] }> = {
  // SKB 1017/2/2 Tahun 2024, amended Aug 2025 (18 Aug)
  2025: {
    holidays: [
      '01-01',
      '01-27',
      '01-29',
      '03-29',
      '03-31',
      '04-01',
      '04-18',
      '04-20',
      '05-01',
      '05-12',
      '05-29',
      '06-01',
      '06-06',
      '06-27',
      '08-17',
      '09-05',
      '12-25',
    ],
    cutiBersama: [
      '01-28',
      '03-28',
      '04-02',
      '04-03',
      '04-04',
      '04-07',
      '05-13',
      '05-30',
      '06-09',
      '08-18',
      '12-26',
    ],
  },
  // SKB 1497/2/5 Tahun 2025: 17 holidays, 8 cuti bersama
  2026: {
    holidays: [
      '01-01',
      '01-16',
      '02-17',
      '03-19',
      '03-21',
      '03-22',
      '04-03',
      '04-05',
      '05-01',
      '05-14',
      '05-27',
      '05-31',
      '06-01',
      '06-16',
      '08-17',
      '08-25',
      '12-25',
    ],
    cutiBersama: ['02-16', '03-18', '03-20', '03-23', '03-24', '05-15', '05-28', '12-24'],
  },
  // SKB 1205/3/2 Tahun 2026: 18 holidays (Isra Mikraj twice: 1448 H and 1449 H), 8 cuti bersama
  2027: {
    holidays: [
      '01-01',
      '01-05',
      '02-06',
      '03-08',
      '03-10',
      '03-11',
      '03-26',
      '03-28',
      '05-01',
      '05-06',
      '05-17',
      '05-20',
      '06-01',
      '06-06',
      '08-15',
      '08-17',
      '12-25',
      '12-26',
    ],
    cutiBersama: ['02-05', '03-09', '03-12', '03-15', '03-25', '05-18', '05-19', '12-24'],
  },
};

type Day = { date: string; name: string; kind: 'holiday' | 'cuti_bersama' };
type Year = { status: string; decree?: string; sources: string[]; note?: string; days: Day[] };
const years = (file as unknown as { years: Record<string, Year> }).years;

describe('holiday data against the decrees', () => {
  for (const [year, decree] of Object.entries(DECREES)) {
    it(`${year}: every decreed holiday and cuti bersama, nothing else, with the decree cited`, () => {
      const data = years[year];
      expect(data.status).toBe('decreed');
      expect(data.decree).toMatch(/SKB/);
      expect(data.sources.length).toBeGreaterThan(0);
      const of = (kind: Day['kind']) => data.days.filter((d) => d.kind === kind).map((d) => d.date);
      expect(of('holiday')).toEqual(decree.holidays.map((md) => `${year}-${md}`));
      expect(of('cuti_bersama')).toEqual(decree.cutiBersama.map((md) => `${year}-${md}`));
      expect(data.days).toHaveLength(decree.holidays.length + decree.cutiBersama.length);
    });
  }

  it('2025, 2026 and 2027 deadlines count as known', () => {
    expect(deadlinesFor(6, 2025).holidayDataKnown).toBe(true);
    expect(deadlinesFor(11, 2026)).toMatchObject({ holidayDataKnown: true, holidayData: 'decreed' });
    expect(deadlinesFor(11, 2027)).toMatchObject({ holidayDataKnown: true, holidayData: 'decreed' });
  });

  it('puts the 2027 deadlines that fell on a day off of the decree on the next working day', () => {
    // masa Feb 2027: 15 Mar 2027 is cuti bersama Idul Fitri (Monday) → Tuesday 16 Mar
    expect(deadlinesFor(2, 2027).payment).toMatchObject({
      nominal: '2027-03-15',
      date: '2027-03-16',
      shifted: true,
    });
    // masa Apr 2027: 20 May 2027 is Waisak (Thursday), 21 May a Friday
    expect(deadlinesFor(4, 2027).reporting).toMatchObject({ nominal: '2027-05-20', date: '2027-05-21' });
  });

  it('a year whose decree is not out yet (2028) is marked estimated, and its deadlines say so', () => {
    const data = years['2028'];
    expect(data.status).toBe('estimated');
    expect(data.note).toMatch(/expected/);
    expect(data.days.some((d) => d.kind === 'cuti_bersama')).toBe(false);
    expect(deadlinesFor(12, 2027)).toMatchObject({ holidayDataKnown: false, holidayData: 'estimated' });
    for (let masa = 1; masa <= 11; masa++)
      expect(deadlinesFor(masa, 2028)).toMatchObject({ holidayDataKnown: false, holidayData: 'estimated' });
    // its Gregorian-fixed days are still skipped
    expect(holidayCalendar().days.has('2028-06-01')).toBe(true);
  });

  it('a year without any data says none', () => {
    expect(deadlinesFor(12, 2028)).toMatchObject({ holidayDataKnown: false, holidayData: 'none' });
  });
});
