// The showcase tables' classes: the grids' look (54 px header, 50 px rows, dividers) on a plain <table>.

export const tableClass = 'w-full border-separate border-spacing-0 text-sm text-text';
/** A header cell without its alignment. */
export const headerCell =
  'h-grid-header border-b border-divider bg-[color-mix(in_srgb,var(--c-paper)_94%,var(--c-text))] px-4 text-xs font-medium tracking-wide whitespace-nowrap uppercase';
export const thClass = `${headerCell} text-start`;
/** A header over amounts: aligned with them, at the end. */
export const thNumClass = `${headerCell} text-end`;
export const tdClass = 'h-grid-row border-b border-divider px-4 py-1 whitespace-nowrap';
export const numClass = 'text-end tabular-nums';
