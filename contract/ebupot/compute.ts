// PPh computation of an e-Bupot slip, shared by the portal (live preview) and the server (the
// figure that is stored). Rates are integers in basis points (1 bp = 0.01 %): every rate in the
// DJP reference has at most two decimals, so 2.64 % is exactly 264 bp and nothing is a float.
import type { Fasilitas, Pasal, RecipientType } from '../ebupot';
import { bpRate, taxHalfUp } from '../tax-rounding';

export const BP_PER_UNIT = 10_000;

/** Suket PP 23/2018 (PP 55/2022): the MSME recipient's final rate, 0.5 %, replaces the code's rate. */
export const PP23_RATE_BP = 50;

/** Largest DPP accepted on one slip (Rp 1.000.000.000.000.000); keeps DPP × bp far inside BigInt and DPP inside a safe JS number. */
export const MAX_DPP = 1_000_000_000_000_000;

/** What the computation needs from a kode objek pajak (rates in basis points). */
export interface CodeRates {
  pasal: Pasal;
  /** the rate in the reference table (rate_percent × 100) */
  rateBp: number;
  /** the 100 %-higher rate for a recipient without NPWP; null where the law has none (4(2), 15, 26) */
  rateWithoutNpwpBp: number | null;
  /** rate on gross where the DJP converter stores one (deemed net income codes: 24-103-02 → 6 %, 27-100-05 → 5 %) */
  effectiveRateBp: number | null;
}

/**
 * The rates applied to the DPP (which is the gross amount on a Unifikasi slip). Where a code has
 * an effective rate on gross, that is the rate; its no-NPWP rate scales by the same deemed
 * fraction (24-103-02: 15 % → 6 %, so 30 % → 12 %).
 */
export function appliedRates(code: CodeRates): { standardBp: number; withoutNpwpBp: number | null } {
  const standardBp = code.effectiveRateBp ?? code.rateBp;
  if (code.rateWithoutNpwpBp === null) return { standardBp, withoutNpwpBp: null };
  if (code.effectiveRateBp === null || code.rateBp === 0)
    return { standardBp, withoutNpwpBp: code.rateWithoutNpwpBp };
  return { standardBp, withoutNpwpBp: (code.rateWithoutNpwpBp * code.effectiveRateBp) / code.rateBp };
}

/**
 * PPh on a DPP (whole rupiah) at a rate in basis points, in whole rupiah rounded half up
 * (PER-11/PJ/2025 art. 129(3), through the shared taxHalfUp): 2 % of Rp 1.234.567 is
 * Rp 24.691,34 → Rp 24.691; 2 % of Rp 1.234.575 is Rp 24.691,50 → Rp 24.692.
 */
export function pphOf(dpp: number, rateBp: number): number {
  if (!Number.isSafeInteger(dpp) || dpp < 0)
    throw new RangeError('DPP must be a non-negative whole rupiah amount');
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > BP_PER_UNIT)
    throw new RangeError('rate out of range');
  return Number(taxHalfUp(BigInt(dpp) * 100n, bpRate(rateBp)));
}

/** Facilities that need a document number (SKB, SKD, Suket PP23, DTP basis, other facility). */
export const FACILITY_NEEDS_NUMBER: Record<Fasilitas, boolean> = {
  'N/A': false,
  TaxExAr22: true,
  TaxExAr23: true,
  TaxExIntDep: true,
  TaxExIntPhtb: true,
  DTP: true,
  PP23: true,
  SKD: true,
  ETC: true,
};

/** Facilities where the rate is typed (treaty rate with SKD, "Fasilitas Lainnya"), at most the normal rate. */
export const FACILITY_MANUAL_RATE: ReadonlySet<Fasilitas> = new Set<Fasilitas>(['SKD', 'ETC']);

export interface ComputeInput {
  code: CodeRates;
  recipientType: RecipientType;
  /**
   * Whether the recipient has an NPWP. Since PMK 112/2022 a resident's NIK is their NPWP, so a NIK
   * recipient is registered unless they are not (NIK not activated as NPWP): only then does the
   * 100 %-higher rate apply (UU PPh art. 23(1a), 22(3)). Not read for a foreign recipient.
   */
  recipientHasNpwp: boolean;
  fasilitas: Fasilitas;
  /** rate typed for SKD / ETC, in basis points */
  manualRateBp?: number | null;
  dpp: number;
}

export interface ComputeResult {
  /** the rate applied to the DPP, basis points */
  rateBp: number;
  /** the rate the code would apply without any facility (for display and for the manual-rate ceiling) */
  normalRateBp: number;
  /** true when the 100 %-higher no-NPWP rate was used */
  higherRate: boolean;
  /** the PPh shown on the slip */
  pph: number;
  /** what the withholder must deposit: 0 when the government bears it (DTP) or the recipient is exempt (SKB) */
  pphPayable: number;
}

/**
 * The slip's PPh under each facility (ebupot.md §2):
 * - N/A: the code's rate; a resident recipient without NPWP pays the no-NPWP rate where the code
 *   has one (PPh 23 and 22; never 4(2), 15, 26, whose no-NPWP rate is null).
 * - DTP (ditanggung pemerintah): PPh computed as without facility and shown on the slip, but
 *   nothing is withheld or deposited: pphPayable = 0.
 * - SKB (TaxExAr22/23, TaxExIntDep, TaxExIntPhtb): exempt; rate 0, PPh 0.
 * - PP23 (Suket PP 23/2018): the MSME final rate 0.5 % replaces the code's rate, no NPWP surcharge.
 * - SKD (treaty, PPh 26) and ETC (other facility): the typed rate, never above the normal rate.
 */
export function computeBupot(input: ComputeInput): ComputeResult {
  const { standardBp, withoutNpwpBp } = appliedRates(input.code);
  const higherRate = input.recipientType !== 'FOREIGN' && !input.recipientHasNpwp && withoutNpwpBp !== null;
  const normalRateBp = higherRate ? (withoutNpwpBp as number) : standardBp;
  let rateBp = normalRateBp;
  let usedHigher = higherRate;
  switch (input.fasilitas) {
    case 'TaxExAr22':
    case 'TaxExAr23':
    case 'TaxExIntDep':
    case 'TaxExIntPhtb':
      rateBp = 0;
      usedHigher = false;
      break;
    case 'PP23':
      rateBp = PP23_RATE_BP;
      usedHigher = false;
      break;
    case 'SKD':
    case 'ETC':
      rateBp = Math.min(input.manualRateBp ?? normalRateBp, normalRateBp);
      usedHigher = false;
      break;
    default:
      break;
  }
  const pph = pphOf(input.dpp, rateBp);
  return {
    rateBp,
    normalRateBp,
    higherRate: usedHigher,
    pph,
    pphPayable: input.fasilitas === 'DTP' ? 0 : pph,
  };
}

/** "2.64" / "2,64" / "10" → 264 / 1000 basis points; null when not a percentage with at most two decimals. */
export function percentToBp(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= BP_PER_UNIT ? bp : null;
}

/** 264 → "2.64", 1000 → "10", 50 → "0.5" (a plain decimal; the portal localises it). */
export function bpToPercentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
