import { ppnOf } from '@contract/billing/ppn';

/** A line as the editor holds it (amounts may still be empty while typed). */
export interface DraftLine {
  deskripsi: string;
  qty: number;
  harga_satuan: number | null;
  diskon: number | null;
}

export const lineAmount = (l: DraftLine) => Math.max(0, l.qty * (l.harga_satuan ?? 0) - (l.diskon ?? 0));

/**
 * The same figures the server stores: DPP the sum of the lines, PPN by the contract's ppnOf
 * (11 % of DPP, the effective rate of PPN 12 % on DPP nilai lain 11/12 under PMK 131/2024,
 * rounded half up by contract/tax-rounding), total DPP + PPN.
 */
export function billTotals(lines: DraftLine[]) {
  const dpp = lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const ppn = ppnOf(dpp);
  return { dpp, ppn, total: dpp + ppn };
}
