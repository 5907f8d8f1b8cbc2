// VA numbers are long digit strings (BRIVA: 5-digit company code + customer code). Payers read
// them off a screen into an ATM, so show them in groups of four; copy the bare digits.
export function vaDigits(va: string): string {
  return va.replace(/\D/g, '');
}

export function groupVaNumber(va: string): string {
  return vaDigits(va).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Remaining time as H:MM:SS (hours may exceed 24), never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
