import { describe, expect, it } from 'vitest';
import { formatAmountInput } from '@/lib/amount';
import { formatNumber, formatRupiah, localeFor } from '@/lib/format';

// Whole numbers and Rupiah are grouped without Intl (src/lib/format.ts, GROUP): they must read
// exactly as Intl would write them, in every interface language.

let seed = 11;
const random = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed / 2_147_483_647;
};
const sizes = (count: number, digits: number) =>
  Array.from({ length: count }, () => Math.round(10 ** (random() * digits)) * (random() < 0.2 ? -1 : 1));

const integer = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupiah = (n: number, two = false) => {
  const digits = (two ? cents : integer).format(Math.abs(n));
  return `${n < 0 && /[1-9]/.test(digits) ? '-' : ''}Rp\u00a0${digits}`;
};

describe('grouping without Intl', () => {
  it('formatNumber writes whole numbers as Intl does, in id, en, fr and ar', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      999,
      1000,
      -1234,
      12_345,
      1_234_567,
      Number.MAX_SAFE_INTEGER,
      ...sizes(2000, 15),
    ];
    for (const lng of ['id', 'en', 'fr', 'ar']) {
      const intl = new Intl.NumberFormat(localeFor(lng));
      for (const n of values) expect(formatNumber(n, lng), `${lng} ${n}`).toBe(intl.format(n));
      expect(formatNumber(12_345_678_901_234_567_890n, lng)).toBe(intl.format(12_345_678_901_234_567_890n));
    }
  });

  it('formatRupiah rounds and groups as Intl does, whole and with two decimals', () => {
    const values = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      -2.5,
      0.004,
      1.005,
      2.675,
      1234.5,
      -1234.5,
      999_999.995,
      0.994,
      0.995,
      12_345_678.125,
      ...sizes(2000, 12),
      ...sizes(2000, 9).map((n) => n / 100),
      ...sizes(500, 6).map((n) => n / 1000),
    ];
    for (const n of values) {
      expect(formatRupiah(n), String(n)).toBe(rupiah(n));
      expect(formatRupiah(n, { decimals: 2 }), `${n} (2)`).toBe(rupiah(n, true));
    }
    expect(formatRupiah(12_345_678_901_234_567n)).toBe(`Rp\u00a0${integer.format(12_345_678_901_234_567n)}`);
  });

  it('currency inputs show what Intl would', () => {
    for (const n of [...sizes(1000, 12), ...sizes(1000, 9).map((v) => v / 100)]) {
      const expected = Number.isInteger(n) ? integer.format(n) : cents.format(n);
      expect(formatAmountInput(n), String(n)).toBe(expected);
    }
  });
});
