// The TanStack Table 9 features of the grids. Features build columns with
// `createGridColumnHelper<Row>()` so their column types match the grid. A server-paged grid
// (ServerDataGrid) needs only sorting, paging and column visibility as state (./ServerGridBody):
// the server sorts, filters and pages; the in-memory row models are in ./grid-client-features (DataGrid).
import { type ColumnDef, createColumnHelper, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ClientGridFeatures } from './grid-client-features';

export type { ColumnVisibilityState, PaginationState, RowData, SortingState } from '@tanstack/react-table';

/** A grid row's and its header's height in px (the h-grid-row and h-grid-header of tailwind.config.ts). */
export const GRID_ROW_HEIGHT = 50;
export const GRID_HEADER_HEIGHT = 54;

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
  /** Hidden until chosen in the column menu (a server-paged list's saved choice wins). */
  hidden?: boolean;
  /** Pinned to the start edge: its distance in px from that edge while the grid scrolls sideways (./grid-column-layout). */
  sticky?: number;
  /** After the header's title, outside its sort button: a column's options menu, a resize handle. */
  headerAction?: ReactNode;
};

/** The full feature set (a server grid's is a part of it): columns are typed against it. */
export type GridFeatures = ClientGridFeatures;

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
