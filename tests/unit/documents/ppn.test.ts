import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dppNilaiLainOf, PPN_RATE_PERCENT, ppnBreakdown, ppnOf } from '../../../contract/billing/ppn';

// PMK 131/2024: PPN 12 % on a DPP nilai lain of 11/12 of the price, the same 11 % of the price.
describe('PPN as PMK 131/2024 presents it', () => {
  it('shows the DPP nilai lain as 11/12 of the price, rounded half up to the rupiah', () => {
    expect(dppNilaiLainOf(10_000_000)).toBe(9_166_667);
    expect(dppNilaiLainOf(1_000_000)).toBe(916_667);
    expect(dppNilaiLainOf(12)).toBe(11);
    expect(dppNilaiLainOf(6)).toBe(6); // 5,5 → 6
    expect(dppNilaiLainOf(0)).toBe(0);
    expect(PPN_RATE_PERCENT).toBe(12);
  });

  it('keeps 12 % of the shown DPP nilai lain within one rupiah of the PPN charged (11 % of the price)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (price) => {
        const b = ppnBreakdown({ dpp: price, ppn: ppnOf(price) });
        expect(Math.abs((b.dppNilaiLain * 12) / 100 - b.ppn)).toBeLessThan(1);
        expect(b.price).toBe(price);
      }),
    );
  });
});
