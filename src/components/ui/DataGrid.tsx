import type { RowData } from '@tanstack/react-table';
import { type DataGridProps, GridTable } from './GridTable';
import { clientGridFeatures } from './grid-client-features';

export type { DataGridProps } from './GridTable';

/**
 * The list grid: sortable, virtualized, optionally paginated, with column menu and states. Sorts,
 * filters and pages in memory ("client" mode); for a list the server pages, ServerDataGrid is lighter.
 */
export function DataGrid<Row extends RowData>(props: DataGridProps<Row>) {
  return <GridTable {...props} features={clientGridFeatures} />;
}
