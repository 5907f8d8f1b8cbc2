// PPN of a bill, apart from ../billing so the pages that only need the billing paths and
// constants do not load the tax rounding with them.
//
// Since 1 January 2025 (UU HPP art. 7(1)b; PMK 131 Tahun 2024 art. 3) the PPN rate is 12 %, but
// for goods and services that are not luxury goods it is charged on a DPP "nilai lain" of 11/12
// of the selling price (harga jual / penggantian): PPN = 12 % × 11/12 × price, the same 11 % of
// the price as before. The invoice regulation (PER-11/PJ/2025, faktur with kode transaksi 04
// "DPP nilai lain") wants the price, the DPP nilai lain and the 12 % rate shown. The PPN is
// computed once from the exact product (11 % of the price, rounded half up to whole rupiah by
// the shared tax rounding); the DPP nilai lain is shown rounded to the rupiah, so 12 % of the
// shown figure can differ from the PPN by under one rupiah, never more.
import { PPN_PERCENT } from '../billing';
import { taxOnRupiah } from '../tax-rounding';

/** The statutory PPN rate shown on documents (PMK 131/2024 art. 2). */
export const PPN_RATE_PERCENT = 12;

/** PPN = DPP × 11 / 100 in whole rupiah, half up (the shared tax rounding). Top-up bills have no PPN. */
export const ppnOf = (dpp: number) => taxOnRupiah(dpp, { numerator: PPN_PERCENT, denominator: 100 });

/** DPP nilai lain: 11/12 of the price (PMK 131/2024 art. 3(2)), in whole rupiah, half up. */
export const dppNilaiLainOf = (price: number) => taxOnRupiah(price, { numerator: 11, denominator: 12 });

/** What a bill shows for its PPN: the price, the DPP nilai lain, the 12 % rate and the PPN it carries. */
export function ppnBreakdown(bill: { dpp: number; ppn: number }) {
  return {
    price: bill.dpp,
    dppNilaiLain: dppNilaiLainOf(bill.dpp),
    ratePercent: PPN_RATE_PERCENT,
    ppn: bill.ppn,
  };
}
