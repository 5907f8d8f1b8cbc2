// Which slip, recipient and facility each kode objek pajak allows, from the reference data
// (../shared/domain/tax-object-codes.json: names, basis and notes) and ebupot.md §1-2. Shared by
// the server (validation) and the slip form (the same rules before submit).
import type { Fasilitas, Pasal, RecipientType } from '../ebupot';

interface CodeRef {
  code: string;
  pasal: Pasal;
}

/**
 * Codes of the separate PPh 21/26 BP26 slip, never on a Unifikasi (BPPU/BPNR) slip: 27-100-99,
 * employment/service income of non-resident individuals ("Used in the separate PPh 21/26 BP26
 * slip, not in BPPU/Unifikasi", reference note; ebupot.md scope: 26 only for non-employment income).
 */
export const BP26_ONLY_CODES: ReadonlySet<string> = new Set(['27-100-99']);

/**
 * Codes whose recipient is a non-resident: every PPh 26 code and 28-405-02 (hadiah undian WPLN,
 * the PPh 4(2) final tax on lottery prizes of non-residents).
 */
export const FOREIGN_ONLY_CODES: ReadonlySet<string> = new Set(['28-405-02']);
/** Codes paid to foreign companies that may also be registered here: 28-411-01 (pelayaran/penerbangan LN). */
const FOREIGN_ALSO_CODES: ReadonlySet<string> = new Set(['28-411-01']);

export const isForeignOnly = (c: CodeRef) => c.pasal === '26' || FOREIGN_ONLY_CODES.has(c.code);

/** Whether a recipient identified this way may receive income under the code. */
export function recipientAllowed(c: CodeRef, type: RecipientType): boolean {
  if (isForeignOnly(c)) return type === 'FOREIGN';
  return type !== 'FOREIGN' || FOREIGN_ALSO_CODES.has(c.code);
}

/**
 * A facility the code cannot go without: 28-423-01 (PPh final UMKM, PP 23/2018 / PP 55/2022)
 * "Requires the recipient's Surat Keterangan PP 23/PP 55 (fasilitas 'PP23' in the converter)".
 */
export const REQUIRED_FACILITY: Readonly<Record<string, Fasilitas>> = { '28-423-01': 'PP23' };

/**
 * PPh 23 codes of passive income (prizes, dividends, interest, royalties, P2P interest) and the
 * 0 % grant-project code: the MSME certificate (PP 55/2022) covers business turnover from sales
 * and services, not these.
 */
const PASSIVE_23 = /^24-10[0-3]-01$|^24-103-02$|^24-105-01$|^24-106-01$/;

/** PPh 22 codes that are final (crypto 22-405-01, fuel 22-401-01): neither SKB PPh 22 nor PP23 applies. */
const FINAL_22 = new Set(['22-405-01', '22-401-01']);

/** SKB on interest covers deposit/savings interest (28-404-01/09, jasa giro 28-404-11) and co-op savings interest (28-417-xx), not the SBI discount 28-404-10. */
const INTEREST_SKB = /^28-404-(01|09|11)$|^28-417-/;

/** The facilities a code allows (ebupot.md §2: "keep the full list in the data model and filter per object code"). */
export function facilitiesFor(c: CodeRef): Fasilitas[] {
  const required = REQUIRED_FACILITY[c.code];
  if (required) return [required];
  if (isForeignOnly(c)) return ['N/A', 'SKD', 'DTP', 'ETC'];
  switch (c.pasal) {
    case '23': {
      const list: Fasilitas[] = ['N/A', 'TaxExAr23', 'DTP'];
      if (!PASSIVE_23.test(c.code)) list.push('PP23');
      return [...list, 'ETC'];
    }
    case '22':
      return FINAL_22.has(c.code) ? ['N/A', 'DTP', 'ETC'] : ['N/A', 'TaxExAr22', 'DTP', 'PP23', 'ETC'];
    case '15':
      return ['N/A', 'DTP', 'ETC'];
    default: {
      const list: Fasilitas[] = ['N/A'];
      if (INTEREST_SKB.test(c.code)) list.push('TaxExIntDep');
      if (/^28-402-/.test(c.code)) list.push('TaxExIntPhtb');
      return [...list, 'DTP', 'ETC'];
    }
  }
}

/** The facility to preselect when a code is picked: the one it requires, else "none". */
export const defaultFacility = (c: CodeRef): Fasilitas => REQUIRED_FACILITY[c.code] ?? 'N/A';
