// Sample series for the chart kinds the portal has no figure for (fictitious, the same on every load).

/** A small deterministic pseudo-random sequence (no Math.random: the same picture each time). */
export function sequence(seed: number, length: number, min: number, max: number): number[] {
  let x = seed;
  return Array.from({ length }, () => {
    x = (x * 16_807) % 2_147_483_647;
    return Math.round(min + ((x % 10_000) / 10_000) * (max - min));
  });
}

/** Daily closing prices as open/high/low/close, 20 trading days. */
export const CANDLES = (() => {
  const moves = sequence(7, 20, -40, 45);
  let close = 1_000;
  return moves.map((move, i) => {
    const open = close;
    close = Math.max(600, open + move);
    const [hi, lo] = sequence(i + 11, 2, 5, 30);
    return {
      day: `D${i + 1}`,
      open,
      high: Math.max(open, close) + hi,
      low: Math.min(open, close) - lo,
      close,
    };
  });
})();

/** Radar axes and two series (e.g. two service plans scored 0–100). */
export const RADAR_AXES = ['speed', 'support', 'price', 'features', 'security', 'reports'] as const;
export const RADAR_SERIES = [
  { key: 'basic', values: [70, 55, 90, 45, 80, 50] },
  { key: 'pro', values: [85, 80, 60, 90, 95, 85] },
];

/** Scatter points of two groups (x: staff, y: slips a month). */
export const SCATTER = [
  { key: 'a', points: sequence(3, 16, 2, 40).map((x, i) => ({ x, y: sequence(5 + i, 1, 10, 90)[0] })) },
  { key: 'b', points: sequence(9, 16, 10, 60).map((x, i) => ({ x, y: sequence(31 + i, 1, 30, 140)[0] })) },
];

/** Bubbles: x, y and a size. */
export const BUBBLES = sequence(13, 10, 5, 95).map((x, i) => ({
  x,
  y: sequence(17 + i, 1, 10, 90)[0],
  r: sequence(23 + i, 1, 4, 18)[0],
}));

/** Heatmap: weekday rows by hour-block columns (sign-ins, sample). */
export const HEAT_ROWS = [1, 2, 3, 4, 5, 6, 7];
export const HEAT_COLUMNS = ['08', '10', '12', '14', '16', '18', '20'];
export const HEAT = HEAT_ROWS.map((row) => sequence(row * 7 + 3, HEAT_COLUMNS.length, 0, 90));
