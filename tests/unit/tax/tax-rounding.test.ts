import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ppnOf } from '../../../contract/billing/ppn';
import { bpRate, rupiahToSen, taxHalfUp, taxOnRupiah } from '../../../contract/tax-rounding';

/**
 * Independent reference: the amount as the decimal text a person writes ("100499,49"), the rate as
 * a fraction; the exact product is split into whole rupiah and the remaining fraction, and the
 * fraction compared with one half by cross-multiplication.
 */
function referenceTax(amountText: string, num: bigint, den: bigint): bigint {
  const [whole, cents = ''] = amountText.split(',');
  const sen = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0') || '0');
  const exactNum = sen * num; // tax = exactNum / (den × 100)
  const exactDen = den * 100n;
  const rupiah = exactNum / exactDen;
  const fraction = exactNum - rupiah * exactDen;
  return 2n * fraction < exactDen ? rupiah : rupiah + 1n;
}

const amountText = fc
  .tuple(
    fc.bigInt({ min: 0n, max: 10n ** 15n }),
    fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
  )
  .map(([whole, cents]) =>
    cents === undefined ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`,
  );

describe('tax rounding: whole rupiah, half up (PER-11/PJ/2025 art. 129(3))', () => {
  it("follows the regulation's own example", () => {
    const asIs = { numerator: 1, denominator: 1 };
    expect(taxOnRupiah(100_499.49, asIs)).toBe(100_499);
    expect(taxOnRupiah(100_499.5, asIs)).toBe(100_500);
    expect(taxOnRupiah(100_499.51, asIs)).toBe(100_500);
  });

  it('equals the reference for random amounts with up to two decimals and random rates', () => {
    fc.assert(
      fc.property(
        amountText,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (text, num, den) => {
          const sen = BigInt(text.replace(',', '').padEnd(text.includes(',') ? 0 : text.length + 2, '0'));
          const rate = { numerator: num, denominator: den };
          expect(taxHalfUp(sen, rate)).toBe(referenceTax(text, BigInt(num), BigInt(den)));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reads rupiah numbers with two decimals exactly, without float drift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 - 1 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const rupiah = Number(`${whole}.${String(cents).padStart(2, '0')}`);
          expect(rupiahToSen(rupiah)).toBe(BigInt(whole) * 100n + BigInt(cents));
        },
      ),
    );
    expect(rupiahToSen(0.29)).toBe(29n); // 0.29 × 100 is 28.999999999999996 in floats
    expect(() => rupiahToSen(1.005)).toThrow(RangeError);
    expect(() => rupiahToSen(-1)).toThrow(RangeError);
    expect(() => rupiahToSen(2 ** 60)).toThrow(RangeError);
    // from 2^45 up two decimals cannot be told apart in a double: refused, never read a sen off
    expect(() => rupiahToSen(2 ** 46 + 0.01)).toThrow(RangeError);
    expect(() => rupiahToSen(2 ** 45 + 0.5)).toThrow(RangeError);
    expect(rupiahToSen(2 ** 46)).toBe(BigInt(2 ** 46) * 100n);
  });

  it('a rate in basis points is exact: 2,64 % of Rp 1.000.050 is 26.401,32 → 26.401', () => {
    expect(taxOnRupiah(1_000_050, bpRate(264))).toBe(26_401);
    expect(taxOnRupiah(1_000_075, bpRate(264))).toBe(26_402); // 26.401,98
  });

  it("bills' PPN (11 %) follows the same rule", () => {
    expect(ppnOf(50)).toBe(6); // 5,50
    expect(ppnOf(45)).toBe(5); // 4,95
    expect(ppnOf(40)).toBe(4); // 4,40
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (dpp) => {
        expect(BigInt(ppnOf(Number(dpp)))).toBe(referenceTax(String(dpp), 11n, 100n));
      }),
    );
  });

  it('refuses negative amounts and malformed rates', () => {
    expect(() => taxHalfUp(-1n, bpRate(200))).toThrow(RangeError);
    expect(() => taxHalfUp(100n, { numerator: 1, denominator: 0 })).toThrow(RangeError);
    expect(() => taxHalfUp(100n, { numerator: 0.5, denominator: 1 })).toThrow(RangeError);
  });
});
