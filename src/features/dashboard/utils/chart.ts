// Geometry of the hand-drawn bar chart: a "nice" top value for the axis (1, 2 or 5 × 10^n)
// and bar rectangles scaled into the plot area.
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
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
