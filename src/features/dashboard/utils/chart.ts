// Geometry of the hand-drawn bar chart: an axis of whole-rupiah "nice" steps (1, 2 or 5 × 10^n)
// and bar rectangles scaled into the plot area.

/** True when at least one month has a payment: otherwise there is nothing to chart. */
export function hasPayments(months: { total: number }[]): boolean {
  return months.some((m) => m.total > 0);
}

/**
 * Axis for values up to `max` with `ticks` equal steps: the step is 1, 2 or 5 × 10^n and never
 * below Rp 1 (a rupiah has no fractions), the top is `ticks` steps.
 */
export function niceScale(max: number, ticks: number): { step: number; top: number } {
  const raw = max > 0 ? max / ticks : 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  let step = 10 * magnitude;
  for (const m of [1, 2, 5]) {
    if (m * magnitude >= raw) {
      step = m * magnitude;
      break;
    }
  }
  step = Math.max(1, Math.round(step));
  return { step, top: step * ticks };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function layoutBars(values: number[], plotWidth: number, plotHeight: number, top: number): Bar[] {
  if (values.length === 0) return [];
  const slot = plotWidth / values.length;
  const width = Math.max(2, slot * 0.6);
  return values.map((v, i) => {
    const height = top > 0 ? (Math.max(0, v) / top) * plotHeight : 0;
    return { x: i * slot + (slot - width) / 2, y: plotHeight - height, width, height };
  });
}
