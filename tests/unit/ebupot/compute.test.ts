import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pasal } from '../../../contract/ebupot';
import { facilitiesFor } from '../../../contract/ebupot/code-rules';
import {
  appliedRates,
  bpToPercentText,
  computeBupot,
  MAX_DPP,
  percentToBp,
  pphOf,
} from '../../../contract/ebupot/compute';
import { toRow } from '../../../server/services/ebupot/codes';
import codes from '../../../server/services/ebupot/tax-object-codes.json';

interface SourceCode {
  code: string;
  pasal: Pasal;
  rate_percent: number;
  rate_without_npwp_percent: number | null;
  effective_rate_on_gross_percent?: number | null;
}
const all = codes as unknown as SourceCode[];

/**
 * Exact reference: percent text → fraction num/den (no float); PPh = DPP × num / (100 × den) by
 * quotient and remainder, one more rupiah when the remainder is half the divisor or more (half up).
 */
function exactPph(dpp: bigint, percent: number): bigint {
  const [whole, frac = ''] = String(percent).split('.');
  const den = 10n ** BigInt(frac.length);
  const num = BigInt(whole) * den + BigInt(frac || '0');
  const divisor = 100n * den;
  const quotient = (dpp * num) / divisor;
  const remainder = (dpp * num) % divisor;
  return remainder * 2n >= divisor ? quotient + 1n : quotient;
}

/** The percentage the law applies on the DPP for a code: the effective rate on gross where one is given. */
function referencePercents(c: SourceCode): { standard: number; withoutNpwp: number | null } {
  const standard = c.effective_rate_on_gross_percent ?? c.rate_percent;
  if (c.rate_without_npwp_percent == null) return { standard, withoutNpwp: null };
  // the deemed fraction scales the no-NPWP rate too (24-103-02: 30 % × 40 % = 12 %)
  const withoutNpwp = c.effective_rate_on_gross_percent
    ? (c.rate_without_npwp_percent * c.effective_rate_on_gross_percent) / c.rate_percent
    : c.rate_without_npwp_percent;
  return { standard, withoutNpwp };
}

const dppArb = fc.bigInt({ min: 1n, max: 10n ** 13n });

describe('PPh computation over all 153 tax object codes', () => {
  it('has 153 codes, every rate exactly representable in basis points', () => {
    expect(all).toHaveLength(153);
    for (const c of all) {
      const row = toRow(c as never);
      expect(row.rateBp / 100).toBe(c.rate_percent);
      if (c.rate_without_npwp_percent != null)
        expect(row.rateWithoutNpwpBp! / 100).toBe(c.rate_without_npwp_percent);
    }
  });

  for (const c of all) {
    it(`${c.code} (PPh ${c.pasal}): PPh = DPP × rate rounded half up for random DPPs up to 10^13, NPWP and NIK`, () => {
      const row = toRow(c as never);
      const rates = {
        pasal: c.pasal,
        rateBp: row.rateBp,
        rateWithoutNpwpBp: row.rateWithoutNpwpBp ?? null,
        effectiveRateBp: row.effectiveRateBp ?? null,
      };
      const ref = referencePercents(c);
      fc.assert(
        fc.property(dppArb, (dpp) => {
          const withNpwp = computeBupot({
            code: rates,
            recipientType: 'NPWP',
            recipientHasNpwp: true,
            fasilitas: 'N/A',
            dpp: Number(dpp),
          });
          expect(BigInt(withNpwp.pph)).toBe(exactPph(dpp, ref.standard));
          expect(withNpwp.higherRate).toBe(false);
          expect(withNpwp.pphPayable).toBe(withNpwp.pph);
          if (c.pasal === '26') return; // a PPh 26 recipient is foreign, never NIK
          // PMK 112/2022: a NIK recipient with an activated NIK has an NPWP and pays the normal rate
          const registeredNik = computeBupot({
            code: rates,
            recipientType: 'NIK',
            recipientHasNpwp: true,
            fasilitas: 'N/A',
            dpp: Number(dpp),
          });
          expect(BigInt(registeredNik.pph)).toBe(exactPph(dpp, ref.standard));
          expect(registeredNik.higherRate).toBe(false);
          const withoutNpwp = computeBupot({
            code: rates,
            recipientType: 'NIK',
            recipientHasNpwp: false,
            fasilitas: 'N/A',
            dpp: Number(dpp),
          });
          const expected = ref.withoutNpwp ?? ref.standard;
          expect(BigInt(withoutNpwp.pph)).toBe(exactPph(dpp, expected));
          expect(withoutNpwp.higherRate).toBe(ref.withoutNpwp !== null);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('never applies the no-NPWP rate to PPh 4(2), 15 or 26', () => {
    for (const c of all.filter((x) => ['4(2)', '15', '26'].includes(x.pasal))) {
      const row = toRow(c as never);
      expect(row.rateWithoutNpwpBp).toBeNull();
      const r = computeBupot({
        code: { ...row, rateWithoutNpwpBp: null, effectiveRateBp: row.effectiveRateBp ?? null } as never,
        recipientType: 'NIK',
        recipientHasNpwp: false,
        fasilitas: 'N/A',
        dpp: 1_000_000,
      });
      expect(r.higherRate).toBe(false);
    }
  });

  it('the PPh 23 no-NPWP rate is exactly double (100 % higher)', () => {
    for (const c of all.filter((x) => x.pasal === '23' && x.rate_without_npwp_percent != null)) {
      expect(c.rate_without_npwp_percent).toBe(c.rate_percent * 2);
    }
  });
});

describe('rounding and exactness', () => {
  it('rounds to whole rupiah half up (PER-11/PJ/2025 art. 129(3))', () => {
    expect(pphOf(1_234_567, 200)).toBe(24_691); // 24.691,34
    expect(pphOf(1_234_575, 200)).toBe(24_692); // 24.691,50
    expect(pphOf(99, 200)).toBe(2); // 1,98 (was 1 when the fraction was dropped)
    expect(pphOf(49, 200)).toBe(1); // 0,98
    expect(pphOf(24, 200)).toBe(0); // 0,48
    expect(pphOf(25, 200)).toBe(1); // 0,50
    expect(pphOf(1_000_000, 264)).toBe(26_400);
  });

  it('has no float drift at the maximum DPP', () => {
    expect(pphOf(MAX_DPP, 264)).toBe(26_400_000_000_000);
    expect(pphOf(MAX_DPP - 1, 15)).toBe(1_500_000_000_000); // 1.499.999.999.999,9985
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DPP }), fc.integer({ min: 0, max: 10_000 }), (dpp, bp) => {
        const exact = BigInt(dpp) * BigInt(bp);
        const rounded = exact / 10_000n + (exact % 10_000n >= 5_000n ? 1n : 0n);
        expect(BigInt(pphOf(dpp, bp))).toBe(rounded);
      }),
    );
  });

  it('refuses fractional or negative DPP and rates out of range', () => {
    expect(() => pphOf(1.5, 200)).toThrow(RangeError);
    expect(() => pphOf(-1, 200)).toThrow(RangeError);
    expect(() => pphOf(1, 10_001)).toThrow(RangeError);
  });

  it('reads and writes percentages exactly', () => {
    expect(percentToBp('2.64')).toBe(264);
    expect(percentToBp('2,64')).toBe(264);
    expect(percentToBp('0.5')).toBe(50);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('100.01')).toBeNull();
    expect(percentToBp('1.234')).toBeNull();
    expect(percentToBp('abc')).toBeNull();
    expect(bpToPercentText(264)).toBe('2.64');
    expect(bpToPercentText(1000)).toBe('10');
    expect(bpToPercentText(50)).toBe('0.5');
  });
});

describe('the no-NPWP rate follows the NPWP fact, not the identity type (PMK 112/2022)', () => {
  const jasa = { pasal: '23' as const, rateBp: 200, rateWithoutNpwpBp: 400, effectiveRateBp: null };
  const slip = (recipientType: 'NPWP' | 'NIK' | 'FOREIGN', recipientHasNpwp: boolean) =>
    computeBupot({ code: jasa, recipientType, recipientHasNpwp, fasilitas: 'N/A', dpp: 10_000_000 });

  it('a registered NIK pays 2 %, an unregistered one 4 %', () => {
    expect(slip('NIK', true)).toMatchObject({ rateBp: 200, pph: 200_000, higherRate: false });
    expect(slip('NIK', false)).toMatchObject({ rateBp: 400, pph: 400_000, higherRate: true });
  });

  it('an NPWP recipient pays the normal rate', () => {
    expect(slip('NPWP', true)).toMatchObject({ rateBp: 200, higherRate: false });
  });

  it('a foreign recipient never gets the surcharge', () => {
    expect(slip('FOREIGN', false).higherRate).toBe(false);
  });
});

describe('facilities', () => {
  const jasa = { pasal: '23' as const, rateBp: 200, rateWithoutNpwpBp: 400, effectiveRateBp: null };

  it('DTP: PPh computed and shown, nothing payable', () => {
    const r = computeBupot({
      code: jasa,
      recipientType: 'NIK',
      recipientHasNpwp: false,
      fasilitas: 'DTP',
      dpp: 10_000_000,
    });
    expect(r).toMatchObject({ rateBp: 400, pph: 400_000, pphPayable: 0, higherRate: true });
  });

  it('SKB: exempt, rate and PPh 0', () => {
    const r = computeBupot({
      code: jasa,
      recipientType: 'NPWP',
      recipientHasNpwp: true,
      fasilitas: 'TaxExAr23',
      dpp: 10_000_000,
    });
    expect(r).toMatchObject({ rateBp: 0, pph: 0, pphPayable: 0, normalRateBp: 200 });
  });

  it('PP23: 0.5 % final whatever the code rate or identity', () => {
    const r = computeBupot({
      code: jasa,
      recipientType: 'NIK',
      recipientHasNpwp: false,
      fasilitas: 'PP23',
      dpp: 10_000_000,
    });
    expect(r).toMatchObject({ rateBp: 50, pph: 50_000, higherRate: false });
  });

  it('SKD / ETC: the typed rate, capped at the normal rate', () => {
    const royalty26 = { pasal: '26' as const, rateBp: 2000, rateWithoutNpwpBp: null, effectiveRateBp: null };
    expect(
      computeBupot({
        code: royalty26,
        recipientType: 'FOREIGN',
        recipientHasNpwp: true,
        fasilitas: 'SKD',
        manualRateBp: 1000,
        dpp: 80_000_000,
      }).pph,
    ).toBe(8_000_000);
    expect(
      computeBupot({
        code: royalty26,
        recipientType: 'FOREIGN',
        recipientHasNpwp: true,
        fasilitas: 'ETC',
        manualRateBp: 5000,
        dpp: 100,
      }).rateBp,
    ).toBe(2000);
  });

  it('offers each pasal its own facilities', () => {
    expect(facilitiesFor({ code: '24-104-01', pasal: '23' })).toContain('TaxExAr23');
    expect(facilitiesFor({ code: '24-104-01', pasal: '23' })).not.toContain('TaxExAr22');
    expect(facilitiesFor({ code: '27-103-01', pasal: '26' })).toContain('SKD');
    expect(facilitiesFor({ code: '24-104-01', pasal: '23' })).not.toContain('SKD');
    expect(facilitiesFor({ code: '28-402-01', pasal: '4(2)' })).toContain('TaxExIntPhtb');
    expect(facilitiesFor({ code: '28-403-02', pasal: '4(2)' })).not.toContain('TaxExIntPhtb');
    expect(facilitiesFor({ code: '28-404-01', pasal: '4(2)' })).toContain('TaxExIntDep');
  });

  it('scales the no-NPWP rate of a deemed-income code (24-103-02: 6 % → 12 %)', () => {
    expect(
      appliedRates({ pasal: '23', rateBp: 1500, rateWithoutNpwpBp: 3000, effectiveRateBp: 600 }),
    ).toEqual({
      standardBp: 600,
      withoutNpwpBp: 1200,
    });
  });
});
