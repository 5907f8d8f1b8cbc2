import {
  type ColumnVisibilityState,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { lazy, type ReactNode, type RefObject, Suspense, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu';
import { DataGridHeaderCell } from './DataGridHeaderCell';
import { DataGridRow } from './DataGridRow';
import type { MenuEntry } from './DropdownMenu';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT, type GridColumnDef, type GridFeatures } from './grid-features';
import { Pagination } from './Pagination';
import { RowActionsMenu } from './RowActionsMenu';
import { Skeleton } from './Skeleton';
import { SlotPortal } from './SlotPortal';
import { useScrollFade } from './useScrollFade';

/** Above this many rows only the visible ones (plus overscan) are in the DOM. */
const VIRTUALIZE_AFTER = 50;
/** What a long grid shows for the moment it takes to load the virtualizer (about a screenful). */
const ROWS_WHILE_LOADING = 30;

// Loaded the first time a grid is that long: a server page of 100 rows (about 15 in view) is, and
// drawing all of them made each new page or sort wait for 100 rows of cells.
const VirtualRows = lazy(() => import('./DataGridVirtualRows'));

export type DataGridProps<Row extends RowData> = {
  /** Built with `createGridColumnHelper<Row>()` from './grid-features'. Memoize them. */
  columns: GridColumnDef<Row>[];
  /** Memoize it: a new array re-sorts and re-renders. */
  data: Row[];
  /** Stable row id: a key of Row or a function. */
  rowId: (keyof Row & string) | ((row: Row) => string);
  /** Accessible name of the table (e.g. the page title). */
  label: string;
  /** "client" (default): sort/filter/paginate in memory. "server": the caller fetches each page. */
  mode?: 'client' | 'server';

  /** Server mode: current sort (single column) and its setter; page goes back to 1 on a new sort. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Server mode: { pageIndex (0-based), pageSize } and its setter. */
  pagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  /** Server mode: total rows on the server. */
  rowCount?: number;

  /** Client mode: initial sort. */
  initialSorting?: SortingState;
  /** Client mode: text matched against every column (case-insensitive). */
  globalFilter?: string;
  /** Client mode: paginate instead of showing every row (rows are virtualized either way). */
  paginate?: boolean;
  initialPageSize?: number;
  pageSizeOptions?: number[];

  /** Column visibility, controlled ({ columnId: false } hides it) or initial. */
  columnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;
  initialColumnVisibility?: ColumnVisibilityState;
  /** Show the column-visibility menu (default true). */
  columnMenu?: boolean;
  /** Content at the start of the toolbar above the grid (search box, filters, export button). */
  toolbar?: ReactNode;

  /** Adds a last column with a ⋮ menu of these actions for each row. */
  rowActions?: (row: Row) => MenuEntry[];
  /** Names a row in labels ("Actions for INV-001"). */
  rowLabel?: (row: Row) => string;
  /** Mouse convenience only: put a link in the row (e.g. its number) for keyboard users. */
  onRowClick?: (row: Row) => void;

  loading?: boolean;
  /** Error message; shows an error state with a Retry button when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Replaces the default "No data" empty state. */
  empty?: ReactNode;
  /** CSS max-height of the scroll area (default 70vh); the header sticks inside it. */
  maxHeight?: string;
  className?: string;
};

function resolve<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;
}

const DEFAULT_PAGINATION: PaginationState = { pageIndex: 0, pageSize: 10 };

/**
 * The grid behind DataGrid (client mode: sorts, filters and pages in memory) and ServerDataGrid
 * (the server does): the caller passes the TanStack features it needs, so a server-paged list
 * does not load the in-memory row models.
 */
export function GridTable<Row extends RowData>({
  features,
  columns,
  data,
  rowId,
  label,
  mode = 'client',
  sorting,
  onSortingChange,
  pagination,
  onPaginationChange,
  rowCount,
  initialSorting,
  globalFilter,
  paginate = false,
  initialPageSize = 25,
  pageSizeOptions = [10, 25, 50, 100],
  columnVisibility,
  onColumnVisibilityChange,
  initialColumnVisibility,
  columnMenu = true,
  toolbar,
  rowActions,
  rowLabel,
  onRowClick,
  loading = false,
  error,
  onRetry,
  empty,
  maxHeight = '70vh',
  className,
  columnMenuSlot,
}: DataGridProps<Row> & {
  features: GridFeatures;
  /**
   * The toolbar row is drawn outside (ServerDataGrid draws it before this grid's code has loaded):
   * the column menu goes into this element of it, and the grid draws no toolbar of its own.
   */
  columnMenuSlot?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const server = mode === 'server';
  const paged = server || paginate;
  const serverSorting = sorting ?? [];
  const serverPagination = pagination ?? DEFAULT_PAGINATION;

  // The actions column reads the latest rowActions and rowLabel (callers pass them inline): a new
  // column list would rebuild every row's cells on each render of the page.
  const rowActionsRef = useRef(rowActions);
  rowActionsRef.current = rowActions;
  const rowLabelRef = useRef(rowLabel);
  rowLabelRef.current = rowLabel;
  const hasActions = Boolean(rowActions);
  const allColumns = useMemo<GridColumnDef<Row>[]>(() => {
    if (!hasActions) return columns;
    const actions: GridColumnDef<Row> = {
      id: '__actions',
      header: () => <span className="sr-only">{t('ui.actions')}</span>,
      enableSorting: false,
      enableHiding: false,
      meta: { label: t('ui.actions'), align: 'end', width: 64 },
      cell: (ctx) => (
        <RowActionsMenu
          items={rowActionsRef.current?.(ctx.row.original) ?? []}
          rowLabel={rowLabelRef.current?.(ctx.row.original)}
        />
      ),
    };
    return [...columns, actions];
  }, [columns, hasActions, t]);

  const onRowClickRef = useRef(onRowClick);
  onRowClickRef.current = onRowClick;
  const clickRow = useCallback((row: Row) => onRowClickRef.current?.(row), []);

  const getRowId = useCallback(
    (row: Row) => (typeof rowId === 'function' ? rowId(row) : String(row[rowId])),
    [rowId],
  );

  const table = useTable({
    features,
    columns: allColumns,
    data,
    getRowId,
    enableMultiSort: false,
    // One rule for every grid: a first click sorts ascending (TanStack would start numbers descending).
    // A column whose natural order is the other way says so with `sortDescFirst` in its definition.
    sortDescFirst: false,
    globalFilterFn: 'includesString',
    manualSorting: server,
    manualPagination: server,
    manualFiltering: server,
    autoResetPageIndex: !server,
    ...(server && { rowCount: rowCount ?? data.length }),
    initialState: {
      sorting: initialSorting ?? [],
      pagination: { pageIndex: 0, pageSize: initialPageSize },
      columnVisibility: initialColumnVisibility ?? {},
    },
    state: {
      ...(server
        ? { sorting: serverSorting, pagination: serverPagination }
        : { globalFilter: globalFilter ?? '' }),
      ...(columnVisibility ? { columnVisibility } : {}),
    },
    // Only pass handlers we own: an explicit `undefined` would replace the table's internal setter.
    ...(server && {
      onSortingChange: (updater: Updater<SortingState>) => {
        onSortingChange?.(resolve(updater, serverSorting));
        if (serverPagination.pageIndex !== 0) onPaginationChange?.({ ...serverPagination, pageIndex: 0 });
      },
      onPaginationChange: (updater: Updater<PaginationState>) =>
        onPaginationChange?.(resolve(updater, serverPagination)),
    }),
    ...(columnVisibility &&
      onColumnVisibilityChange && {
        onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) =>
          onColumnVisibilityChange(resolve(updater, columnVisibility)),
      }),
  });

  const rows = paged ? table.getRowModel().rows : table.getPrePaginatedRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const totalRows = server ? (rowCount ?? rows.length) : table.getPrePaginatedRowModel().rows.length;

  const scrollRef = useRef<HTMLElement>(null);
  useScrollFade(scrollRef);
  // An unpaged client grid decides by all its rows, not the filtered ones: a filter that leaves a
  // few must not swap the virtual rows for plain ones (every row built again, and back).
  const virtualize = (paged ? rows.length : data.length) > VIRTUALIZE_AFTER;

  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  const outsideToolbar = columnMenuSlot !== undefined;
  const showToolbar = !outsideToolbar && (Boolean(toolbar) || (columnMenu && hideable.length > 0));
  const columnMenuButton = columnMenu && hideable.length > 0 && (
    <ColumnVisibilityMenu columns={table.getAllLeafColumns()} />
  );
  const colSpan = Math.max(1, visibleColumns.length);
  const pageState = table.state.pagination;

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={colSpan}>
          <ErrorState message={error} onRetry={onRetry} retrying={loading} />
        </td>
      </tr>
    );
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: Math.min(paged ? pageState.pageSize : 10, 10) }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <tr key={i} className="h-grid-row">
        {visibleColumns.map((column) => (
          <td key={column.id} className="px-4">
            <Skeleton className="w-3/4" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan}>{empty ?? <EmptyState />}</td>
      </tr>
    );
  } else {
    const offset = paged ? pageState.pageIndex * pageState.pageSize : 0;
    // Keyed by position: after a sort or a new page the rows in view keep their elements and
    // only their texts change.
    const renderRow = (index: number) => {
      const row = rows[index];
      return (
        <DataGridRow
          key={index}
          cells={row.getVisibleCells()}
          rowIndex={offset + index + 2}
          original={row.original}
          onRowClick={onRowClick ? clickRow : undefined}
        />
      );
    };
    body = virtualize ? (
      <Suspense fallback={rows.slice(0, ROWS_WHILE_LOADING).map((_, index) => renderRow(index))}>
        <VirtualRows
          count={rows.length}
          scrollRef={scrollRef}
          rowHeight={GRID_ROW_HEIGHT}
          headerHeight={GRID_HEADER_HEIGHT}
          colSpan={colSpan}
          renderRow={renderRow}
        />
      </Suspense>
    ) : (
      rows.map((_, index) => renderRow(index))
    );
  }

  return (
    <div className={cn('flex min-w-0 flex-col', className)}>
      {showToolbar && (
        // The toolbar's items and the column button share one wrapping row; the button keeps to the end.
        <div className="flex flex-wrap items-start gap-3 px-4 py-3">
          {toolbar}
          {columnMenuButton && <div className="ms-auto">{columnMenuButton}</div>}
        </div>
      )}
      {columnMenuSlot && columnMenuButton && (
        <SlotPortal slot={columnMenuSlot}>{columnMenuButton}</SlotPortal>
      )}
      <section
        ref={scrollRef}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a wide grid
        tabIndex={0}
        style={{ maxHeight }}
        className="relative overflow-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
      >
        <table
          aria-label={label}
          aria-rowcount={totalRows + 1}
          aria-busy={loading || undefined}
          className="w-full border-separate border-spacing-0 [&_td]:border-b [&_td]:border-divider"
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <DataGridHeaderCell key={header.id} header={header}>
                    <table.FlexRender header={header} />
                  </DataGridHeaderCell>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className={cn(loading && rows.length > 0 && 'opacity-60')}>{body}</tbody>
        </table>
      </section>
      {paged && !error && (
        <Pagination
          className="border-t border-divider px-4 py-2"
          page={pageState.pageIndex + 1}
          pageCount={table.getPageCount()}
          onPageChange={(page) => table.setPageIndex(page - 1)}
          pageSize={pageState.pageSize}
          onPageSizeChange={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
          pageSizeOptions={pageSizeOptions}
          rowCount={totalRows}
          label={t('ui.paginationFor', { label })}
        />
      )}
    </div>
  );
}
