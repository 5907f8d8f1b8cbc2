import type { RowData } from '@tanstack/react-table';
import { type DataGridProps, GridTable } from './GridTable';
import { type GridFeatures, serverGridFeatures } from './grid-features';

type ClientOnly = 'mode' | 'initialSorting' | 'globalFilter' | 'paginate';

/**
 * DataGrid for a list the server sorts, filters and pages: the caller holds the sort and the page
 * (`sorting`, `pagination`, `rowCount`) and fetches each page, so the table loads no in-memory
 * row models.
 */
export function ServerDataGrid<Row extends RowData>(props: Omit<DataGridProps<Row>, ClientOnly>) {
  // A part of the full feature set: a server table never asks for a row model it lacks.
  const features = serverGridFeatures as unknown as GridFeatures;
  return <GridTable {...props} mode="server" features={features} />;
}
