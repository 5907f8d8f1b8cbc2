// The one rule for turning an amount × rate into a tax figure, used by every tax amount the portal
// and the server compute (PPh on a slip, PPN on a bill). PER-11/PJ/2025 art. 129(3): the tax is
// rounded to whole rupiah, a fraction below 0,50 dropped and 0,50 or more rounded up (its
// example: Rp100.499,49 → Rp100.499; Rp100.499,50 → Rp100.500). Exact: the amount is in sen
// (rupiah × 100, so an amount with up to two decimals is an integer) and the rate a fraction of
// integers, all in BigInt; no float is ever multiplied.

/** A rate as an exact fraction: 11 % = 11/100, 2,64 % = 264/10000. */
export interface TaxRate {
  numerator: number;
  denominator: number;
}

/** Basis points (1 bp = 0,01 %) as a rate: 264 → 264/10000. */
export const bpRate = (bp: number): TaxRate => ({ numerator: bp, denominator: 10_000 });

/** Below this, every amount with two decimals has a double of its own (a step under 1/100). */
export const MAX_EXACT_CENTS_RUPIAH = 2 ** 45;

/** Rupiah with at most two decimals → sen, exactly; throws on a third decimal, a negative or an unsafe amount. */
export function rupiahToSen(rupiah: number): bigint {
  if (!Number.isFinite(rupiah) || rupiah < 0) throw new RangeError('amount must be a non-negative number');
  if (Number.isInteger(rupiah)) {
    if (!Number.isSafeInteger(rupiah)) throw new RangeError('amount is too large to be exact');
    return BigInt(rupiah) * 100n;
  }
  // toFixed(2) is the exact double's value to two decimals; it reads back as the input only when the input had at most two.
  // From 2^45 up a double's step is 1/64 or more, so two decimals no longer survive: 2^46 + 0,01 reads as ,02.
  if (rupiah >= MAX_EXACT_CENTS_RUPIAH) throw new RangeError('amount is too large to be exact');
  const fixed = rupiah.toFixed(2);
  if (Number(fixed) !== rupiah) throw new RangeError('amount has more than two decimals');
  return BigInt(fixed.replace('.', ''));
}

/** Tax in whole rupiah, half up, on an amount in sen at an exact rate. */
export function taxHalfUp(amountSen: bigint, rate: TaxRate): bigint {
  const { numerator, denominator } = rate;
  if (amountSen < 0n) throw new RangeError('amount must not be negative');
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  )
    throw new RangeError('rate must be a non-negative fraction of integers');
  // tax in rupiah = amountSen × n / (d × 100); adding half the divisor before the floor rounds half up
  const divisor = BigInt(denominator) * 100n;
  return (amountSen * BigInt(numerator) * 2n + divisor) / (2n * divisor);
}

/** taxHalfUp on a rupiah amount (up to two decimals), as a number of whole rupiah. */
export const taxOnRupiah = (rupiah: number, rate: TaxRate): number =>
  Number(taxHalfUp(rupiahToSen(rupiah), rate));
