/** Current masa and tahun in Asia/Jakarta. */
export function currentPeriod(now = new Date()): { masa: number; tahun: number } {
  const jakarta = new Date(now.getTime() + 7 * 3600_000);
  return { masa: jakarta.getUTCMonth() + 1, tahun: jakarta.getUTCFullYear() };
}
