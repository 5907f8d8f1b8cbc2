// Series colours: the theme's CSS variables, so the chosen theme colour and dark mode apply.
export const PALETTE = [
  'var(--c-primary)',
  'var(--c-info)',
  'var(--c-warning)',
  'var(--c-success)',
  'var(--c-error)',
  'var(--c-secondary)',
] as const;

export const colorAt = (i: number) => PALETTE[i % PALETTE.length];

const RING_SLICES = PALETTE.length - 1;

/**
 * The largest shares as a ring's slices, each in its own colour: past five, the rest is one
 * 'others' slice (the table twin still lists every row).
 */
export function ringSlices<R extends { key: string; label: string; value: number }>(
  rows: R[],
  others: string,
) {
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const shown = sorted.length > PALETTE.length ? sorted.slice(0, RING_SLICES) : sorted;
  const rest = sorted.slice(shown.length).reduce((sum, r) => sum + r.value, 0);
  const slices = shown.map((r, i) => ({ key: r.key, label: r.label, value: r.value, color: colorAt(i) }));
  return rest > 0
    ? [...slices, { key: 'others', label: others, value: rest, color: PALETTE[RING_SLICES] }]
    : slices;
}
