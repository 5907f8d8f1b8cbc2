import { describe, expect, it } from 'vitest';
import { jakartaDate, jakartaMonth } from '../../contract/jakarta-time';

// Intl with the IANA zone as the oracle: the fixed UTC+7 offset must give the same calendar date.
const intlDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' });

describe('jakartaDate', () => {
  it('turns at 17:00 UTC, the Jakarta midnight', () => {
    expect(jakartaDate(new Date('2026-12-31T16:59:59.999Z'))).toBe('2026-12-31');
    expect(jakartaDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(jakartaMonth(new Date('2026-12-31T17:00:00Z'))).toEqual({ month: 1, year: 2027 });
    expect(jakartaMonth(new Date('2026-12-31T16:59:00Z'))).toEqual({ month: 12, year: 2026 });
  });

  it('agrees with the Asia/Jakarta zone for every hour of 2025 to 2027 and around leap days', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 2, 2);
    for (let t = start; t < end; t += 3_600_000 + 59_000) {
      const at = new Date(t);
      expect(jakartaDate(at)).toBe(intlDate.format(at));
    }
  });
});
