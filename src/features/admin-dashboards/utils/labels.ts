import { formatDateWith, formatRupiahCompact } from '@/lib/format';

// Names of the dashboards' months and days in the interface language (Latin digits everywhere).

const [yearOf, monthOf] = [(s: string) => Number(s.slice(0, 4)), (s: string) => Number(s.slice(5, 7))];

/** 'YYYY-MM' → "Aug" (axis) or "August 2026" (tables, tooltips). */
export function monthName(month: string, lng: string, width: 'axis' | 'full'): string {
  const options: Intl.DateTimeFormatOptions =
    width === 'axis'
      ? { month: 'short', timeZone: 'UTC' }
      : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return formatDateWith(Date.UTC(yearOf(month), monthOf(month) - 1, 1), lng, options);
}

/** 'YYYY-MM-DD' → "23" (axis) or "23 Nov 2026" (tables, tooltips). */
export function dayName(day: string, lng: string, width: 'axis' | 'full'): string {
  const options: Intl.DateTimeFormatOptions =
    width === 'axis'
      ? { day: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return formatDateWith(Date.parse(`${day}T00:00:00Z`), lng, options);
}

/** Axis amounts, short: "Rp 1,5 M" (Indonesian like every amount in the portal). */
export const compactRupiah = formatRupiahCompact;
