import { toAsciiDigits } from '@/lib/format';

// Calendar dates as the portal stores them ("YYYY-MM-DD", no time zone) and as people type them
// (day, month, year: "23/11/2026", the order of all four interface languages). Kept free of any
// date library so the input costs nothing until its calendar opens.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local Date → "YYYY-MM-DD". */
export function isoFromDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "YYYY-MM-DD" → a local Date at midnight; undefined when it is no real day. */
export function dateFromIso(iso: string | null | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : undefined;
}

/** "YYYY-MM-DD" → "DD/MM/YYYY"; anything else → "". */
export function displayDate(iso: string | null | undefined): string {
  const date = dateFromIso(iso);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}` : '';
}

/**
 * What a person typed → "YYYY-MM-DD", or null while it is no whole, real day. Day, month, year with
 * any separator ("23/11/2026", "23.11.2026", "23-11-2026"), Arabic-Indic digits included; an ISO
 * date ("2026-11-23", as pasted) is understood too.
 */
export function parseTypedDate(text: string): string | null {
  const t = toAsciiDigits(text).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})\D+(\d{1,2})\D+(\d{4})$/.exec(t);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const candidate = `${parts[0]}-${pad(Number(parts[1]))}-${pad(Number(parts[2]))}`;
  return dateFromIso(candidate) ? candidate : null;
}

/** Whether an ISO day lies within optional bounds (ISO strings compare in calendar order). */
export function withinBounds(iso: string, min?: string, max?: string): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}
