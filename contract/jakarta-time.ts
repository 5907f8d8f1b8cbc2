// Tax documents, bills and deadlines use the Jakarta calendar (WIB). WIB is UTC+7 all year:
// Indonesia has kept no daylight saving since 1964 (Keppres 41/1987 sets the three zones), so a
// Jakarta date is the UTC date seven hours later. No Intl.DateTimeFormat: the first one a page
// builds loads ICU's date data, about 20 ms of the dashboard's first load at 4x CPU.

export const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The calendar date (YYYY-MM-DD) in Jakarta at an instant. */
export function jakartaDate(at: Date): string {
  return new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month (1-12) and year in Jakarta at an instant: an E-Bupot masa and tahun. */
export function jakartaMonth(at: Date): { month: number; year: number } {
  const shifted = new Date(at.getTime() + JAKARTA_OFFSET_MS);
  return { month: shifted.getUTCMonth() + 1, year: shifted.getUTCFullYear() };
}
