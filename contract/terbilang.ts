// Terbilang: an amount in Indonesian words, as receipts (kuitansi) and invoices write it
// ("Rp 1.250.000" → "satu juta dua ratus lima puluh ribu rupiah"). Whole numbers from 0 to
// 999.999.999.999.999 (below one thousand trillion, a kuadriliun); scales: ribu (10^3), juta
// (10^6), miliar (10^9), triliun (10^12). The prefix se- stands for "one" in sepuluh, sebelas,
// seratus and seribu (only for exactly one thousand: 1.000.000 is "satu juta", 1.001.000 "satu
// juta seribu").

const DIGITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun'];

/** The largest amount terbilang spells. */
export const TERBILANG_MAX = 999_999_999_999_999;

/** 1-999 in words ('' for 0). */
function hundreds(n: number): string[] {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h === 1) words.push('seratus');
  else if (h > 1) words.push(DIGITS[h], 'ratus');
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(DIGITS[rest - 10], 'belas');
  else if (rest >= 20) {
    words.push(DIGITS[Math.floor(rest / 10)], 'puluh');
    if (rest % 10) words.push(DIGITS[rest % 10]);
  } else if (rest > 0) words.push(DIGITS[rest]);
  return words;
}

/** A whole number in Indonesian words: 0 → "nol", 1000 → "seribu", -5 → "minus lima". */
export function terbilang(value: number): string {
  if (!Number.isSafeInteger(value) || Math.abs(value) > TERBILANG_MAX)
    throw new RangeError(`terbilang: ${value} is not a whole number up to ${TERBILANG_MAX}`);
  if (value === 0) return 'nol';
  if (value < 0) return `minus ${terbilang(-value)}`;
  const words: string[] = [];
  let n = value;
  const groups: number[] = [];
  while (n > 0) {
    groups.push(n % 1000);
    n = Math.floor(n / 1000);
  }
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i];
    if (g === 0) continue;
    if (i === 1 && g === 1) words.push('seribu');
    else words.push(...hundreds(g), ...(SCALES[i] ? [SCALES[i]] : []));
  }
  return words.join(' ');
}

/** "satu juta dua ratus ribu rupiah" */
export const terbilangRupiah = (amount: number) => `${terbilang(amount)} rupiah`;

/** First letter of each word capitalised, as receipts print it: "Satu Juta Dua Ratus Ribu Rupiah". */
export const titleCase = (words: string) =>
  words.replace(/(^|\s)(\p{L})/gu, (_, s, c: string) => s + c.toUpperCase());
