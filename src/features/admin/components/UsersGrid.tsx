import type { AdminUserRow } from '@contract/admin';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import {
  createGridColumnHelper,
  type PaginationState,
  type SortingState,
} from '@/components/ui/grid-features';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { ServerDataGrid } from '@/components/ui/ServerDataGrid';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDate, formatNpwp } from '@/lib/format';
import { useAdminUsers } from '../api/admin-queries';

const col = createGridColumnHelper<AdminUserRow>();

/** Every account, searchable and filterable by role, paged on the server. */
export function UsersGrid() {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [q, setQ] = useState('');
  const [role, setRole] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created_at', desc: true }]);
  const { data, isPending, error, refetch } = useAdminUsers({
    sort: sorting[0] ? `${sorting[0].id}:${sorting[0].desc ? 'desc' : 'asc'}` : 'created_at:desc',
    page: pagination.pageIndex + 1,
    perPage: pagination.pageSize,
    q: q.trim(),
    role,
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('nama', { header: t('admin.users.name'), meta: { minWidth: 180 } }),
        col.accessor('email', { header: t('admin.users.email'), meta: { minWidth: 220 } }),
        col.accessor('company_name', {
          header: t('admin.users.company'),
          enableSorting: false,
          cell: (c) => c.getValue() ?? '–',
        }),
        col.accessor('npwp', {
          header: 'NPWP',
          cell: (c) => (c.getValue() ? formatNpwp(c.getValue()) : '–'),
          meta: { minWidth: 190 },
        }),
        col.accessor('role', {
          header: t('admin.users.role'),
          cell: (c) => (
            <Badge color={c.getValue() === 'admin' ? 'error' : 'primary'}>
              {t(`admin.roles.${c.getValue()}`)}
            </Badge>
          ),
        }),
        col.accessor('email_verified_at', {
          header: t('admin.users.verified'),
          enableSorting: false,
          cell: (c) => (
            <Badge color={c.getValue() ? 'success' : 'warning'}>
              {c.getValue() ? t('admin.users.yes') : t('admin.users.no')}
            </Badge>
          ),
        }),
        col.accessor('created_at', {
          header: t('admin.users.joined'),
          cell: (c) => formatDate(c.getValue(), i18n.language),
        }),
      ]),
    [t, i18n.language],
  );

  const resetPage = () => setPagination((p) => ({ ...p, pageIndex: 0 }));
  return (
    <ServerDataGrid
      label={t('admin.users.title')}
      columns={columns}
      data={data?.users ?? []}
      rowId="email"
      sorting={sorting}
      onSortingChange={setSorting}
      pagination={pagination}
      onPaginationChange={setPagination}
      rowCount={data?.total ?? 0}
      loading={isPending}
      error={error ? errorMessage(error) : undefined}
      onRetry={() => refetch()}
      toolbar={
        <div className="flex flex-wrap gap-3">
          <Input
            type="search"
            aria-label={t('admin.users.search')}
            placeholder={t('admin.users.search')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              resetPage();
            }}
            className="w-64"
          />
          <Select
            aria-label={t('admin.users.role')}
            value={role}
            onChange={(e) => {
              setRole(e.target.value);
              resetPage();
            }}
            options={[
              { value: '', label: t('admin.users.allRoles') },
              { value: 'client', label: t('admin.roles.client') },
              { value: 'admin', label: t('admin.roles.admin') },
            ]}
          />
        </div>
      }
    />
  );
}
