import {
  columnVisibilityFeature,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { RefObject } from 'react';
import { type DataGridProps, GridTable } from './GridTable';
import type { GridColumnMeta, GridFeatures } from './grid-features';

/** What a server-paged grid's table keeps: the sort, the page and the visible columns. */
const serverGridFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnMeta: {} as GridColumnMeta,
});

type ClientOnly = 'mode' | 'initialSorting' | 'globalFilter' | 'paginate';

/** A server-paged grid's props: DataGrid's without the in-memory ones. */
export type ServerGridProps<Row extends RowData> = Omit<DataGridProps<Row>, ClientOnly>;

export type ServerGridBodyProps<Row extends RowData> = ServerGridProps<Row> & {
  columnMenuSlot?: RefObject<HTMLElement | null>;
};

/** The table of a ServerDataGrid, loaded beside the page (./ServerDataGrid.tsx says why). */
export default function ServerGridBody<Row extends RowData>(props: ServerGridBodyProps<Row>) {
  // A part of the full feature set: a server table never asks for a row model it lacks.
  const features = serverGridFeatures as unknown as GridFeatures;
  return <GridTable {...props} mode="server" features={features} />;
}
