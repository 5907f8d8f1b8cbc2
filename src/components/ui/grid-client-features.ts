// What a client-mode DataGrid adds to the server grid's features: in-memory sorting, filtering
// (per column and global) and paging, with their row models (sorting and the global filter: ours,
// ./grid-row-models).
import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { GridColumnMeta } from './grid-features';
import { createKeyedSortedRowModel, createSearchTextFilteredRowModel } from './grid-row-models';

export const clientGridFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  sortedRowModel: createKeyedSortedRowModel(),
  filteredRowModel: createSearchTextFilteredRowModel(),
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

export type ClientGridFeatures = typeof clientGridFeatures;
