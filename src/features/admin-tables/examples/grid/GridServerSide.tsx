import { TABLE_DATA_PATHS, type TableDataResponse } from '@contract/table-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/list-page/SearchField';
import type { PaginationState, SortingState } from '@/components/ui/grid-features';
import { ServerDataGrid } from '@/components/ui/ServerDataGrid';
import { api } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { useTaxpayerColumns } from './grid-data';

/**
 * Server-side: GET /api/table/data searches, sorts and pages 12,000 seeded taxpayers; the grid
 * holds the query and shows the previous page until the next one arrives.
 */
export default function GridServerSide() {
  const { t } = useTranslation();
  const columns = useTaxpayerColumns();
  const errorText = useApiErrorMessage();
  const [q, setQ] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sort] = sorting;
  const query = {
    q: q.trim() || undefined,
    sort: sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : undefined,
    page: pagination.pageIndex + 1,
    perPage: pagination.pageSize,
  };
  const answer = useQuery({
    queryKey: ['admin', 'table-data', query],
    queryFn: ({ signal }) => api.get<TableDataResponse>(TABLE_DATA_PATHS.data, { query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerDataGrid
      label={t('adminTables.grid.server.title')}
      columns={columns}
      data={answer.data?.data ?? []}
      rowId="id"
      rowCount={answer.data?.total ?? 0}
      sorting={sorting}
      onSortingChange={setSorting}
      pagination={pagination}
      onPaginationChange={setPagination}
      loading={answer.isFetching}
      error={answer.error ? errorText(answer.error) : undefined}
      onRetry={() => answer.refetch()}
      maxHeight="none"
      toolbar={
        <SearchField
          value={q}
          onChange={(text) => {
            setQ(text);
            setPagination((p) => ({ ...p, pageIndex: 0 }));
          }}
          label={t('adminTables.grid.server.search')}
          placeholder={t('adminTables.grid.server.searchPlaceholder')}
        />
      }
    />
  );
}
