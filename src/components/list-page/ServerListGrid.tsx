import type { RowData } from '@tanstack/react-table';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import type { DataGridProps } from '@/components/ui/GridTable';
import type { PaginationState, SortingState } from '@/components/ui/grid-features';
import { ServerDataGrid } from '@/components/ui/ServerDataGrid';
import { useApiErrorMessage } from '@/lib/errors';
import type { Paging } from './url-state';
import { type ServerList, useListAnswer } from './useServerList';
import { hiddenColumns, useStoredColumns } from './useStoredColumns';

/** What the grid reads of a list's query (TanStack Query's result). */
export interface ListQuery<Data> {
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  data?: Data;
  refetch: () => unknown;
}

type Wired =
  | 'data'
  | 'rowCount'
  | 'rowId'
  | 'sorting'
  | 'onSortingChange'
  | 'pagination'
  | 'onPaginationChange';
type Owned =
  | Wired
  | 'pageSizeOptions'
  | 'columnVisibility'
  | 'onColumnVisibilityChange'
  | 'loading'
  | 'error'
  | 'empty';

export type ServerListGridProps<
  Row extends RowData,
  S extends Paging<string>,
  Data extends { total: number },
> = Omit<DataGridProps<Row>, Owned | 'mode' | 'initialSorting' | 'globalFilter' | 'paginate'> & {
  /** Its answer holds the page's rows and their `total`; its visible columns are saved under `portal.${name}.columns`. */
  list: ServerList<S, unknown, Data>;
  /** The answer's key that holds the page's rows. */
  rows: { [K in keyof Data]: Data[K] extends Row[] ? K : never }[keyof Data];
  /** The empty states from `list.emptyTitle/emptyBody/noMatchTitle/noMatchBody` and `filters.clear`
   *  under the list's name (default); false keeps the grid's plain one. */
  texts?: boolean;
  /** Default: the row's `id`. */
  rowId?: DataGridProps<Row>['rowId'];
};

const NONE: never[] = [];

/** A server-paged grid wired to its URL state, its query and its saved columns. */
export function ServerListGrid<Row extends RowData, S extends Paging<string>, Data extends { total: number }>(
  props: ServerListGridProps<Row, S, Data>,
) {
  const answer = useListAnswer(props.list);
  // The rows' arrival is drawn as a deferred render, which yields to the browser every few
  // milliseconds; TanStack Query's own update is synchronous and would draw every row in one task.
  // Until then the grid keeps showing the previous answer (its skeleton or its rows, all of a piece).
  const shown = useDeferredValue(answer);
  return <ServerListView {...props} query={shown} />;
}

function ListView<Row extends RowData, S extends Paging<string>, Data extends { total: number }>({
  list,
  rows,
  texts: withTexts = true,
  rowId = 'id' as keyof Row & string,
  query,
  ...grid
}: ServerListGridProps<Row, S, Data> & { query: ListQuery<Data> }) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const { state, update, name } = list;
  const [stored, setVisibility] = useStoredColumns(`portal.${name}.columns`);
  const { columns } = grid;
  // The grid's state keeps its identity while it stays the same: a new object would make the
  // table work out every row's cells again, and every row render again.
  const visibility = useMemo(() => ({ ...hiddenColumns(columns), ...stored }), [columns, stored]);
  const sorting = useMemo(
    () => [{ id: state.sortKey, desc: state.sortDir === 'desc' }],
    [state.sortKey, state.sortDir],
  );
  const pagination = useMemo(
    () => ({ pageIndex: state.page - 1, pageSize: state.perPage }),
    [state.page, state.perPage],
  );
  const perPageOptions = useMemo(() => [...list.perPageOptions], [list.perPageOptions]);
  const texts = withTexts && name;

  const onSortingChange = (next: SortingState) => {
    // The grid cycles first → second direction → none; the server always sorts, so "none" turns the
    // order round again.
    const first = next[0];
    update(
      (first
        ? { sortKey: first.id, sortDir: first.desc ? 'desc' : 'asc' }
        : { sortDir: state.sortDir === 'asc' ? 'desc' : 'asc' }) as Partial<S>,
    );
  };
  const onPaginationChange = (next: PaginationState) =>
    update(
      (next.pageSize !== state.perPage
        ? { perPage: next.pageSize }
        : { page: next.pageIndex + 1 }) as Partial<S>,
    );

  const empty =
    texts &&
    (list.filtered ? (
      <EmptyState
        title={t(`${texts}.list.noMatchTitle`)}
        description={t(`${texts}.list.noMatchBody`)}
        action={
          <Button variant="outlined" onClick={() => list.clear()}>
            {t(`${texts}.filters.clear`)}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t(`${texts}.list.emptyTitle`)} description={t(`${texts}.list.emptyBody`)} />
    ));

  return (
    <ServerDataGrid
      onRetry={() => query.refetch()}
      {...grid}
      data={(query.data?.[rows] as Row[] | undefined) ?? (NONE as Row[])}
      rowCount={query.data?.total ?? 0}
      rowId={rowId}
      sorting={sorting}
      onSortingChange={onSortingChange}
      pagination={pagination}
      onPaginationChange={onPaginationChange}
      pageSizeOptions={perPageOptions}
      columnVisibility={visibility}
      onColumnVisibilityChange={setVisibility}
      loading={query.isFetching}
      error={query.isError && !query.data ? errorText(query.error) : undefined}
      empty={empty || undefined}
    />
  );
}

// memo keeps the generic signature of the component it wraps only by a cast
const ServerListView = memo(ListView) as unknown as typeof ListView;
