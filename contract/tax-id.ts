// Indonesian taxpayer identifiers: NPWP (15 and 16 digits), NIK, NITKU.
// Pure functions shared by the portal and the server. Rules: /work/shared/domain/formats.md §1–3.
// Every check runs on the value after normalizeDigits (masks are for display only).

/** Strips the display separators ('.', '-', '/', spaces incl. NBSP). Anything else stays, so letters fail. */
export function normalizeDigits(value: string): string {
  return value.replace(/[.\-/\s\u00a0]/g, '');
}

const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

/** 16-digit NPWP (PMK 112/2022): 16 ASCII digits, not a run of one digit (0000…, 9999…). */
export function isValidNpwp16(value: string): boolean {
  const v = normalizeDigits(value);
  return /^\d{16}$/.test(v) && !allSame(v);
}

/** Legacy 15-digit NPWP (99.999.999.9-999.999): format only; see npwp15CheckDigitMatches. */
export function isValidNpwp15(value: string): boolean {
  const v = normalizeDigits(value);
  return /^\d{15}$/.test(v) && !allSame(v);
}

/**
 * The 9th digit of a 15-digit NPWP as the Luhn check over digits 1–8 (formats.md §1a, one
 * unofficial source). A soft warning only: DJP does not publish it, so never block on it.
 */
export function npwp15CheckDigitMatches(value: string): boolean {
  const v = normalizeDigits(value);
  if (!/^\d{15}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const product = Number(v[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === Number(v[8]);
}

/** Canonical 16-digit NPWP from 15 or 16 digits (a 15-digit one gains a leading 0), or null. */
export function normalizeNpwp(value: string): string | null {
  const v = normalizeDigits(value);
  if (isValidNpwp16(v)) return v;
  if (isValidNpwp15(v)) return `0${v}`;
  return null;
}

/** A 15-digit NPWP whose status part (positions 13–15) is not 000 is a branch NPWP. */
export function isBranchNpwp15(value: string): boolean {
  const v = normalizeDigits(value);
  return isValidNpwp15(v) && v.slice(12) !== '000';
}

/** Province codes in use (first two NIK digits), including the 2022 Papua provinces. */
export const NIK_PROVINCE_CODES: readonly string[] = [
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '21',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '51',
  '52',
  '53',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '81',
  '82',
  '91',
  '92',
  '93',
  '94',
  '95',
  '96',
];

// PP KK CC DD MM YY SSSS; women's day of birth + 40 (formats.md §3).
const NIK_PATTERN =
  /^(\d{2})(\d{2})(\d{2})(0[1-9]|[12]\d|3[01]|4[1-9]|[56]\d|7[01])(0[1-9]|1[0-2])\d{2}(\d{4})$/;

/**
 * NIK (16 digits): a known province, regency and district not 00, a plausible day (1–31, or
 * 41–71 for women) and month, and a sequence from 0001. The day is not checked against the
 * month: some legacy NIKs do not match their holder's real birth date.
 */
export function isValidNik(value: string): boolean {
  const m = NIK_PATTERN.exec(normalizeDigits(value));
  if (!m) return false;
  const [, province, regency, district, , , sequence] = m;
  return (
    NIK_PROVINCE_CODES.includes(province) && regency !== '00' && district !== '00' && sequence !== '0000'
  );
}

/**
 * NITKU (22 digits) = 16-digit NPWP of the head office + 6-digit place sequence (000000 = head office).
 * With `npwp16`, the first 16 digits must be that NPWP.
 */
export function isValidNitku(value: string, npwp16?: string): boolean {
  const v = normalizeDigits(value);
  if (!/^\d{22}$/.test(v)) return false;
  // The head is an NPWP 16 (for a resident individual that is the NIK).
  const head = v.slice(0, 16);
  if (!isValidNpwp16(head)) return false;
  return npwp16 === undefined || head === normalizeDigits(npwp16);
}

/** Head-office NITKU of a 16-digit NPWP. */
export const headOfficeNitku = (npwp16: string) => `${normalizeDigits(npwp16)}000000`;

/** A foreign taxpayer's home-country TIN: 1–30 letters, digits, '-', '/', '.', space; at least one alphanumeric. */
export function isValidForeignTin(value: string): boolean {
  const v = value.trim();
  return /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/.test(v);
}
