import type { AdminUserRow } from '@contract/admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/list-page/SearchField';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { useServerList } from '@/components/list-page/useServerList';
import { Badge } from '@/components/ui/Badge';
import { InLanguage, Ltr } from '@/components/ui/Bidi';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { Select } from '@/components/ui/Select';
import { formatDate, formatNpwp } from '@/lib/format';
import { useAdminUsers } from '../api/admin-queries';
import { usersListUrl, usersQuery } from '../utils/filters';

const col = createGridColumnHelper<AdminUserRow>();

/** Every account, searchable and filterable by role, paged on the server. */
export function UsersGrid() {
  const { t, i18n } = useTranslation();
  const list = useServerList(usersListUrl, usersQuery, useAdminUsers);
  const { state: filters, update } = list;

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
          cell: (c) => (c.getValue() ? <Ltr>{formatNpwp(c.getValue())}</Ltr> : '–'),
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
          cell: (c) => <InLanguage>{formatDate(c.getValue(), i18n.language)}</InLanguage>,
        }),
      ]),
    [t, i18n.language],
  );

  return (
    <ServerListGrid
      list={list}
      rows="users"
      texts={false}
      rowId="email"
      label={t('admin.users.title')}
      columns={columns}
      toolbar={
        <div className="flex flex-wrap gap-3">
          <SearchField
            value={filters.q}
            onChange={(q) => update({ q })}
            label={t('admin.users.search')}
            placeholder={t('admin.users.search')}
            delay={0}
            className="w-64"
          />
          <Select
            aria-label={t('admin.users.role')}
            value={filters.role}
            onChange={(e) => update({ role: e.target.value as typeof filters.role })}
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
