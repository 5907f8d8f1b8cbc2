// PPN of a bill, apart from ../billing so the pages that only need the billing paths and
// constants do not load the tax rounding with them.
import { PPN_PERCENT } from '../billing';
import { taxOnRupiah } from '../tax-rounding';

/** PPN = DPP × 11 / 100 in whole rupiah, half up (the shared tax rounding). Top-up bills have no PPN. */
export const ppnOf = (dpp: number) => taxOnRupiah(dpp, { numerator: PPN_PERCENT, denominator: 100 });
