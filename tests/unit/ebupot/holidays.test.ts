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

  it('2025 and 2026 deadlines count as known', () => {
    expect(deadlinesFor(6, 2025).holidayDataKnown).toBe(true);
    expect(deadlinesFor(11, 2026)).toMatchObject({ holidayDataKnown: true, holidayData: 'decreed' });
  });

  it('2027 has no decree in the data: marked estimated, and every deadline in 2027 says so', () => {
    const data = years['2027'];
    expect(data.status).toBe('estimated');
    expect(data.note).toMatch(/not found/);
    expect(data.days.some((d) => d.kind === 'cuti_bersama')).toBe(false);
    // the lunar dates are marked as estimates; fixed ones are not
    for (const d of data.days)
      if (/Isra|Imlek|Nyepi|Idul|Waisak|Islam|Maulid/.test(d.name) && !/Imlek/.test(d.name))
        expect(d.name).toMatch(/perkiraan/);
    for (let masa = 1; masa <= 12; masa++) {
      const answer = deadlinesFor(masa, masa === 12 ? 2026 : 2027);
      expect(answer).toMatchObject({ holidayDataKnown: false, holidayData: 'estimated' });
    }
    // still used: 5 Jan 2027 (estimated Isra Mikraj) is skipped
    expect(holidayCalendar().days.has('2027-01-05')).toBe(true);
  });

  it('a year without any data says none', () => {
    expect(deadlinesFor(12, 2027)).toMatchObject({ holidayDataKnown: false, holidayData: 'none' });
  });
});
