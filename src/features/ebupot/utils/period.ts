import { jakartaMonth } from '@contract/jakarta-time';

/** Current masa and tahun in Asia/Jakarta. */
export function currentPeriod(now = new Date()): { masa: number; tahun: number } {
  const { month, year } = jakartaMonth(now);
  return { masa: month, tahun: year };
}
