import { describe, expect, it } from 'vitest';
import { formatRupiahCompact } from '@/lib/format';

// The hand-written compact Rupiah must read exactly as Intl's id-ID compact notation would.
const intl = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
const expected = (n: number) => `Rp\u00a0${intl.format(n)}`;

describe('formatRupiahCompact', () => {
  it('matches Intl on round axis values, unit edges and rounding', () => {
    const values = [
      0, 1, 500, 999, 999.94, 999.95, 1000, 1049, 1050, 1500, 12_345, 99_950, 999_949, 999_950, 999_999, 1e6,
      1.25e6, 1.5e6, 4e7, 1.23e8, 999.9e6, 999.95e6, 1e9, 2.5e9, 1e12, 3.45e12, 1e15, -1.5e6, -400,
    ];
    for (const n of values) expect(formatRupiahCompact(n), String(n)).toBe(expected(n));
  });

  it('matches Intl on 5,000 random amounts of every size', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let i = 0; i < 5000; i++) {
      const n = Math.round(10 ** (random() * 14));
      expect(formatRupiahCompact(n), String(n)).toBe(expected(n));
    }
  });
});
