import { jakartaDate, JAKARTA_OFFSET_MS as WIB_OFFSET_MS } from '../../../contract/jakarta-time';

// Calendar dates of bills are WIB (UTC+7) dates; instants are UTC.
const DAY_MS = 24 * 60 * 60_000;

/** 'YYYY-MM-DD' of an instant in WIB. */
export const wibDate = jakartaDate;

/** 'YYYY-MM-DD' `days` after a 'YYYY-MM-DD' date. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a WIB calendar day starts. */
export const wibDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - WIB_OFFSET_MS);

/** 'YYYY-MM' of an instant in WIB, and the month `delta` months away. */
export function wibMonth(at: Date, delta = 0): string {
  const d = new Date(at.getTime() + WIB_OFFSET_MS);
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + delta, 1));
  return m.toISOString().slice(0, 7);
}

export const iso = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
