// Value axes of the dashboards' charts: round tick values from zero up to at least the largest
// value, the step a 1, 2, 2.5 or 5 times a power of ten (never below 1: counts and rupiah are whole).

const STEPS = [1, 2, 2.5, 5, 10];

export function axisTicks(max: number, intervals = 4): number[] {
  const rough = Math.max(max, 1) / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = STEPS.find((f) => f * power >= rough) ?? 10;
  const step = Math.max(1, factor * power);
  const count = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

/** Where slot `i` of `n` starts on a plot `width` wide; right to left when the language is. */
export function slotStart(i: number, n: number, width: number, rtl: boolean): number {
  const slot = width / n;
  return rtl ? width - (i + 1) * slot : i * slot;
}

/** Every how many slots an axis label fits (about 36 px a label). */
export const labelEvery = (n: number, width: number, min = 36) => Math.max(1, Math.ceil((min * n) / width));
