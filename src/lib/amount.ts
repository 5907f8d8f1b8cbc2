// Amounts typed or pasted into a currency field. Apart from format.ts, which every signed-in page
// loads, because only the currency inputs need it.
import { formatIdDigits, toAsciiDigits } from './format';

/** Why a typed amount was refused (keys under `ui.amount.*`). */
export type AmountError = 'format' | 'decimals' | 'whole' | 'tooLarge';

/** 15 integer digits keep every amount (and its sen) exact in a double. */
const MAX_AMOUNT_DIGITS = 15;

/**
 * An amount typed or pasted by a user, read the Indonesian way (formats.md §11): an optional "Rp",
 * spaces, dots grouping thousands in threes, a comma before at most two decimals: "Rp 240.000,00",
 * "240000", "1.234,5". Anything else is refused, never guessed: "240000.50" (an English decimal)
 * would otherwise become 24.000.050. `decimals: 0` (whole rupiah fields) also refuses a non-zero
 * fraction. Empty text is null.
 */
export function parseAmount(
  input: string,
  opts: { decimals?: 0 | 2 } = {},
): { value: number | null } | { error: AmountError } {
  const text = toAsciiDigits(input)
    .replace(/^\s*rp\.?/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (!text) return { value: null };
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*))?$/.exec(text);
  if (!m) return { error: 'format' };
  const digits = m[1].replace(/\./g, '').replace(/^0+(?=\d)/, '');
  const fraction = m[2] ?? '';
  if (fraction.length > 2) return { error: 'decimals' };
  if (digits.length > MAX_AMOUNT_DIGITS) return { error: 'tooLarge' };
  const cents = Number(fraction.padEnd(2, '0'));
  if (opts.decimals !== 2 && cents !== 0) return { error: 'whole' };
  return { value: cents ? Number(`${digits}.${fraction}`) : Number(digits) };
}

/** An amount as typed input shows it: "1.234.567", "1.234.567,50" (no "Rp", the field shows it). */
export function formatAmountInput(value: number): string {
  const abs = Math.abs(value);
  const digits = formatIdDigits(abs, Number.isInteger(value) ? 0 : 2);
  return value < 0 ? `-${digits}` : digits;
}
