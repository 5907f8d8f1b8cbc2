import { describe, expect, it } from 'vitest';
import { TERBILANG_MAX, terbilang, terbilangRupiah, titleCase } from '../../../contract/terbilang';

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [110, 'seratus sepuluh'],
    [111, 'seratus sebelas'],
    [200, 'dua ratus'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [1_100, 'seribu seratus'],
    [2_000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [1_000_000, 'satu juta'],
    [1_001_000, 'satu juta seribu'],
    [1_250_000, 'satu juta dua ratus lima puluh ribu'],
    [1_234_567, 'satu juta dua ratus tiga puluh empat ribu lima ratus enam puluh tujuh'],
    [10_000_001, 'sepuluh juta satu'],
    [1_000_000_000, 'satu miliar'],
    [2_500_000_000, 'dua miliar lima ratus juta'],
    [1_000_000_000_000, 'satu triliun'],
    [1_000_001_000_000, 'satu triliun satu juta'],
    [
      12_345_678_901_234,
      'dua belas triliun tiga ratus empat puluh lima miliar enam ratus tujuh puluh delapan juta sembilan ratus satu ribu dua ratus tiga puluh empat',
    ],
    [-5, 'minus lima'],
  ])('%d → %s', (n, words) => {
    expect(terbilang(n)).toBe(words);
  });

  it('spells the largest amount and refuses beyond it, fractions and non-numbers', () => {
    expect(terbilang(TERBILANG_MAX)).toBe(
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar ' +
        'sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu ' +
        'sembilan ratus sembilan puluh sembilan',
    );
    expect(() => terbilang(TERBILANG_MAX + 1)).toThrow(RangeError);
    expect(() => terbilang(1.5)).toThrow(RangeError);
    expect(() => terbilang(Number.NaN)).toThrow(RangeError);
  });

  it('never leaves double spaces or a trailing scale word without its number', () => {
    for (const n of [1_000_000_001, 7_000_000_000_007, 100_100_100, 900_000_000_090]) {
      const words = terbilang(n);
      expect(words).not.toMatch(/\s{2}|^\s|\s$/);
      expect(words).not.toMatch(/^(ribu|juta|miliar|triliun)/);
    }
  });

  it('writes rupiah, title-cased as a receipt prints it', () => {
    expect(terbilangRupiah(1_200_000)).toBe('satu juta dua ratus ribu rupiah');
    expect(titleCase(terbilangRupiah(1_200_000))).toBe('Satu Juta Dua Ratus Ribu Rupiah');
  });
});
