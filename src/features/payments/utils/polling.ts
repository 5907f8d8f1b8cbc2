// Status polling schedule: 2 s, 4 s, 8 s … capped at 30 s, so an open VA panel notices a
// payment quickly without hammering the server while the payer is away at the ATM.
export const POLL_BASE_MS = 2000;
export const POLL_MAX_MS = 30_000;

export function pollDelay(attempt: number, base = POLL_BASE_MS, max = POLL_MAX_MS): number {
  if (attempt < 0) return base;
  return Math.min(max, base * 2 ** Math.min(attempt, 30));
}
