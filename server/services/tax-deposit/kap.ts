// Which state account a slip's withheld tax is deposited to: KAP (kode akun pajak, 6 digits) and
// KJS (kode jenis setoran, 3 digits), formats.md §10.
//
// A kode objek pajak NN-NNN-NN starts with the last two digits of its KAP (24 → 411124 PPh 23,
// 22 → 411122 PPh 22, 27 → 411127 PPh 26, 28 → 411128 PPh final 4(2) and 15, 29 → 411129).
// Coretax deposits a masa's withholding under KJS 100 (setoran masa): its ParameterData gives
// 411124-100 for 24-101-01 (formats.md §10 [H]); the other accounts' KJS 100 follows the same
// rule [M]. Deposit due by the 15th of the next month (PMK 81/2024 Pasal 94; ebupot.md §5).

export interface DepositAccount {
  kap: string;
  kjs: string;
}

export const SETORAN_MASA_KJS = '100';

export function depositAccountOf(kodeObjek: string): DepositAccount {
  return { kap: `4111${kodeObjek.slice(0, 2)}`, kjs: SETORAN_MASA_KJS };
}

export const accountKey = (a: DepositAccount) => `${a.kap}-${a.kjs}`;
