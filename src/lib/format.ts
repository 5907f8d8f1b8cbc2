// Display formatting shared by every feature. Money is always Indonesian (id-ID grouping, "Rp")
// whatever the interface language. Dates and numbers follow the interface language, but always
// with Latin digits (numberingSystem 'latn') and the Gregorian calendar, so amounts, NPWPs and
// dates read the same in Arabic as in the other languages.

import { writtenDate, writtenMonth } from './written-dates';

const NBSP = '\u00a0';

/** Interface language → Intl locale (with Latin digits and the Gregorian calendar). */
export function localeFor(lng: string | undefined): string {
  switch ((lng ?? 'id').slice(0, 2)) {
    case 'en':
      return 'en-GB';
    case 'fr':
      return 'fr-FR';
    case 'ar':
      return 'ar-u-nu-latn-ca-gregory';
    default:
      return 'id-ID';
  }
}

/** Business time zone: timestamps are shown in WIB (Asia/Jakarta) unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

// The first Intl.NumberFormat a page builds loads the number data of the browser's ICU: 13-25 ms
// in Chromium on this machine (55-100 ms under Lighthouse's 4x CPU), paid at the start of every
// signed-in page. Whole amounts and plain grouped numbers, which are all the first screens show,
// are written out below instead; their output is Intl's (tests/unit/lib/format-grouping.test.ts
// compares them). Anything else still goes through Intl.

/** Thousands separators of each interface language (Intl's: fr groups with a narrow NBSP). */
const GROUP: Record<string, string> = { 'id-ID': '.', 'en-GB': ',', 'fr-FR': '\u202f' };
const groupDigits = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** 1 + a string of decimal digits, as digits ("0999" → "1000"). */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - 1 - i);
}

/**
 * A non-negative number as integer and fraction digits, rounded half away from zero to `decimals`
 * places from its shortest decimal form, as Intl rounds (1.005 → "1.01", not toFixed's "1.00").
 */
function roundedDigits(abs: number | bigint, decimals: number): [string, string] {
  const text = String(abs);
  if (typeof abs === 'bigint' || !text.includes('e')) {
    const [whole, fraction = ''] = text.split('.');
    if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
    const kept = whole + fraction.slice(0, decimals);
    const rounded = Number(fraction[decimals]) >= 5 ? incremented(kept) : kept;
    const cut = rounded.length - decimals;
    return [rounded.slice(0, cut) || '0', rounded.slice(cut)];
  }
  const [whole, fraction = ''] = abs.toFixed(decimals).split('.');
  return [whole, fraction];
}

/** "1.234.567" or, with 2 decimals, "1.234.567,50": id-ID grouping without Intl. */
export function formatIdDigits(abs: number | bigint, decimals: 0 | 2 = 0): string {
  const [whole, fraction] = roundedDigits(abs, decimals);
  return fraction ? `${groupDigits(whole, '.')},${fraction}` : groupDigits(whole, '.');
}

/**
 * "Rp 1.234.567" (non-breaking space after Rp so the amount never wraps), "-Rp 1.234" when negative.
 * `decimals: 2` gives "Rp 1.234.567,00" (tax documents). null/undefined/NaN give "".
 */
export function formatRupiah(
  amount: number | bigint | null | undefined,
  opts: { decimals?: 0 | 2 } = {},
): string {
  if (amount == null) return '';
  if (typeof amount === 'number' && !Number.isFinite(amount)) return '';
  const negative = amount < 0;
  const abs = negative ? -amount : typeof amount === 'number' ? Math.abs(amount) : amount;
  const digits = formatIdDigits(abs, opts.decimals ?? 0);
  // -0 (and a negative that rounds to zero) must not print a sign
  return `${negative && /[1-9]/.test(digits) ? '-' : ''}Rp${NBSP}${digits}`;
}

// Intl formatters cost far more to build than to use, and lists format in every row of every
// render: each kind, locale and option set is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

const NO_OPTIONS: Intl.NumberFormatOptions = {};

/** Grouped number in the interface language (Latin digits). */
export function formatNumber(
  value: number | bigint | null | undefined,
  lng?: string,
  options: Intl.NumberFormatOptions = NO_OPTIONS,
): string {
  if (value == null) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const locale = localeFor(lng);
  // a whole number with no options: grouped without Intl (see GROUP)
  if (options === NO_OPTIONS && (typeof value === 'bigint' || Number.isSafeInteger(value))) {
    const negative = value < 0 || Object.is(value, -0);
    const grouped = groupDigits(String(value < 0 ? -value : value), GROUP[locale] ?? ',');
    if (!negative) return grouped;
    // Arabic marks a minus with a left-to-right mark, as Intl does
    return `${locale.startsWith('ar') ? '\u200e' : ''}-${grouped}`;
  }
  return formatter('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

type DateLike = Date | string | number;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Date-only strings ("2025-08-21") are calendar dates, not instants: format them in UTC. */
function toDate(value: DateLike): { date: Date; timeZone?: string } {
  if (typeof value === 'string' && DATE_ONLY.test(value))
    return { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' };
  return { date: value instanceof Date ? value : new Date(value) };
}

export type DateFormatOptions = { timeZone?: string; month?: 'short' | 'long' | '2-digit' };

/** "21 Agu 2025" / "21 Aug 2025" / "21 août 2025" / "21 أغسطس 2025". Invalid or empty → "". */
export function formatDate(
  value: DateLike | null | undefined,
  lng?: string,
  opts: DateFormatOptions = {},
): string {
  if (value == null || value === '') return '';
  const { date, timeZone } = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = localeFor(lng);
  const month = opts.month ?? 'short';
  const zone = timeZone ?? opts.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    writtenDate(date, locale, { month, timeZone: zone }) ??
    dateFormat(locale, {
      day: month === '2-digit' ? '2-digit' : 'numeric',
      month,
      year: 'numeric',
      timeZone: zone,
    }).format(date)
  );
}

/** "21 Agu 2025, 14.30" (id) / "21 Aug 2025, 14:30" (en); 24-hour clock, WIB by default. */
export function formatDateTime(
  value: DateLike | null | undefined,
  lng?: string,
  opts: DateFormatOptions = {},
): string {
  if (value == null || value === '') return '';
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = localeFor(lng);
  const month = opts.month ?? 'short';
  const zone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    writtenDate(date, locale, { month, time: true, timeZone: zone }) ??
    dateFormat(locale, {
      day: 'numeric',
      month,
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(date)
  );
}

/** The 12 month names (January first) in the interface language. */
export function monthNames(lng?: string, width: 'long' | 'short' = 'long'): string[] {
  const locale = localeFor(lng);
  return Array.from(
    { length: 12 },
    (_, i) =>
      writtenMonth(locale, i + 1, width) ??
      dateFormat(locale, { month: width, timeZone: 'UTC' }).format(Date.UTC(2025, i, 15)),
  );
}

/** Masa pajak: month 1-12 and year → "Januari 2025" / "January 2025". */
export function formatMonthYear(month: number, year: number, lng?: string): string {
  const locale = localeFor(lng);
  const name = writtenMonth(locale, month, 'long');
  if (name && year >= 1000 && year <= 9999) return `${name} ${year}`;
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 15),
  );
}

/** A timestamp in the interface language with `options` (for the shapes the helpers here lack). */
export function formatDateWith(
  value: number | Date,
  lng: string | undefined,
  options: Intl.DateTimeFormatOptions,
) {
  return dateFormat(localeFor(lng), options).format(value);
}

const COMPACT = { notation: 'compact', maximumFractionDigits: 1 } as const;

// Indonesian compact units, as Intl's id-ID compact notation names them.
const ID_UNITS = [
  [1e3, 'rb'],
  [1e6, 'jt'],
  [1e9, 'M'],
  [1e12, 'T'],
] as const;

/**
 * Short amounts for chart axes: "Rp 1,5 jt", Indonesian like every amount. Written out rather
 * than through Intl's compact notation: building that formatter took 15 ms of the client
 * dashboard's first render on this machine (60 ms under Lighthouse's 4x CPU), more than drawing
 * the chart; the output is Intl's (tests/unit/lib/format-compact.test.ts compares them).
 */
export function formatRupiahCompact(n: number): string {
  const abs = Math.abs(n);
  let value = Math.round(abs * 10) / 10;
  let unit = '';
  for (const [size, name] of ID_UNITS) {
    const scaled = Math.round((abs / size) * 10) / 10;
    // a unit applies from its size, or from where the smaller one would round up to 1000
    if (abs >= size || value >= 1000) {
      value = scaled;
      unit = name;
    } else break;
  }
  const digits = String(value).replace('.', ',');
  return `Rp${NBSP}${n < 0 && value !== 0 ? '-' : ''}${digits}${unit ? `${NBSP}${unit}` : ''}`;
}

/** A number in the language's own compact notation ("12,5 jt", "12.5M"). */
export const formatCompact = (n: number, lng?: string) => formatNumber(n, lng, COMPACT);

/** A month's short name ("Agu", "Aug", "août", "أغسطس"); month 1-12. */
export function formatMonthShort(month: number, lng?: string): string {
  const locale = localeFor(lng);
  return (
    writtenMonth(locale, month, 'short') ??
    dateFormat(locale, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2025, month - 1, 15))
  );
}

/** Arabic-Indic and Persian digits → ASCII, so pasted or Arabic-keyboard input is understood. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** Keeps only the digits (ASCII 0-9; Arabic-Indic digits are converted first). */
export function parseDigits(input: string | null | undefined): string {
  return input ? toAsciiDigits(input).replace(/\D/g, '') : '';
}

/**
 * Places digits into a mask where `9` is a digit slot and any other character is a literal:
 * applyMask('0012345678901234', '9999 9999 9999 9999') → '0012 3456 7890 1234'. Literals are only
 * written when a digit follows them, so partial input formats naturally while typing.
 */
export function applyMask(input: string, mask: string): string {
  const digits = parseDigits(input);
  let out = '';
  let d = 0;
  for (const ch of mask) {
    if (d >= digits.length) break;
    out += ch === '9' ? digits[d++] : ch;
  }
  return out;
}

/** Number of digit slots of a mask. */
export function maskLength(mask: string): number {
  return mask.split('').filter((c) => c === '9').length;
}

export const NPWP16_MASK = '9999 9999 9999 9999';
export const NPWP15_MASK = '99.999.999.9-999.999';
export const NIK_MASK = '9999 9999 9999 9999';
export const NITKU_MASK = '9999 9999 9999 9999 999999';

function formatExact(input: string | null | undefined, length: number, mask: string): string {
  const digits = parseDigits(input);
  return digits.length === length ? applyMask(digits, mask) : (input ?? '');
}

/** 16 digits → "0012 3456 7890 1234"; legacy 15 → "01.234.567.8-901.000"; anything else unchanged. */
export function formatNpwp(input: string | null | undefined): string {
  const digits = parseDigits(input);
  if (digits.length === 15) return applyMask(digits, NPWP15_MASK);
  return formatExact(input, 16, NPWP16_MASK);
}

/** 16-digit NIK → "3201 0123 4567 0001"; anything else unchanged. */
export function formatNik(input: string | null | undefined): string {
  return formatExact(input, 16, NIK_MASK);
}

/** 22-digit NITKU (NPWP16 + 6-digit place) → "0029 4820 1550 7000 000000"; anything else unchanged. */
export function formatNitku(input: string | null | undefined): string {
  return formatExact(input, 22, NITKU_MASK);
}
