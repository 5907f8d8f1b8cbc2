// The one TanStack Table 9 feature set every DataGrid uses. Features build columns with
// `createGridColumnHelper<Row>()` so their column types match the grid.
import {
  type ColumnDef,
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';

export type { ColumnVisibilityState, PaginationState, RowData, SortingState } from '@tanstack/react-table';

/** Per-column options read by DataGrid (set them in a column's `meta`). */
export type GridColumnMeta = {
  /** Name in the column-visibility menu and in aria labels when `header` is not a plain string. */
  label?: string;
  /** Cell alignment; use "end" for amounts. */
  align?: 'start' | 'center' | 'end';
  /** Minimum width in px (default 120); the grid scrolls sideways when columns do not fit. */
  minWidth?: number;
  /** Fixed width in px. */
  width?: number;
  /** Left-to-right content (NPWP, VA numbers, codes): kept in order in Arabic. */
  ltr?: boolean;
  /** Keep the cell on one line (default true). */
  nowrap?: boolean;
};

export const gridFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  filterFns: { includesString: filterFn_includesString },
  columnMeta: {} as GridColumnMeta,
});

export type GridFeatures = typeof gridFeatures;

// biome-ignore lint/suspicious/noExplicitAny: a column list mixes value types
export type GridColumnDef<Row extends RowData> = ColumnDef<GridFeatures, Row, any>;

/**
 * Column helper bound to the grid's features:
 * ```ts
 * const col = createGridColumnHelper<Invoice>();
 * const columns = col.columns([
 *   col.accessor('nomor', { header: t('invoices.number') }),
 *   col.accessor('total', { header: t('invoices.total'), cell: (c) => formatRupiah(c.getValue()), meta: { align: 'end' } }),
 * ]);
 * ```
 */
export function createGridColumnHelper<Row extends RowData>() {
  return createColumnHelper<GridFeatures, Row>();
}
