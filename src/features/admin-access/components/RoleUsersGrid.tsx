import type { RoleRow } from '@contract/access';
import type { AdminUserRow } from '@contract/admin';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/list-page/SearchField';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import type { ServerList } from '@/components/list-page/useServerList';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { InLanguage } from '@/components/ui/Bidi';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { Select } from '@/components/ui/Select';
import { useAbility } from '@/lib/acl';
import { roleLabel } from '@/lib/acl/role-label';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { assignRole, useRefreshAccess } from '../api/access-api';
import type { roleUsersUrl } from '../utils/list-urls';

const col = createGridColumnHelper<AdminUserRow>();

type Props = {
  list: ServerList<ReturnType<typeof roleUsersUrl.read>, unknown, { users: AdminUserRow[]; total: number }>;
  roles: RoleRow[];
};

/** The accounts, filtered by role; with 'update users', each row's role can be changed in place. */
export function RoleUsersGrid({ list, roles }: Props) {
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const { user: me } = useSession();
  const errorText = useApiErrorMessage();
  const refresh = useRefreshAccess();
  const canAssign = ability.can('update', 'users');
  const { state: filters, update } = list;
  const roleOptions = useMemo(
    () => roles.map((r) => ({ value: r.name, label: roleLabel(t, r.name) })),
    [roles, t],
  );

  const columns = useMemo(() => {
    const change = async (row: AdminUserRow, role: string) => {
      try {
        await assignRole(row.id, role);
        await refresh();
        toast.success(t('access.users.roleChanged', { name: row.nama, role: roleLabel(t, role) }));
      } catch (err) {
        toast.error(errorText(err));
      }
    };
    return col.columns([
      col.accessor('nama', {
        header: t('access.users.name'),
        meta: { minWidth: 220 },
        cell: (c) => (
          <span className="flex items-center gap-3">
            <Avatar name={c.getValue()} size="sm" />
            <span className="min-w-0">
              <span className="block truncate font-medium">{c.getValue()}</span>
              <span className="block truncate text-xs text-text-muted">{c.row.original.email}</span>
            </span>
          </span>
        ),
      }),
      col.accessor('role', {
        header: t('access.users.role'),
        meta: { minWidth: 170 },
        cell: (c) => {
          const row = c.row.original;
          if (!canAssign || row.id === me?.id)
            return <Badge color={row.role === 'admin' ? 'error' : 'primary'}>{roleLabel(t, row.role)}</Badge>;
          return (
            <Select
              aria-label={t('access.users.roleOf', { name: row.nama })}
              value={row.role}
              onChange={(e) => change(row, e.target.value)}
              options={roleOptions}
            />
          );
        },
      }),
      col.accessor('email_verified_at', {
        header: t('access.users.status'),
        enableSorting: false,
        cell: (c) => (
          <Badge color={c.getValue() ? 'success' : 'warning'}>
            {t(c.getValue() ? 'access.users.active' : 'access.users.pending')}
          </Badge>
        ),
      }),
      col.accessor('created_at', {
        header: t('access.users.joined'),
        cell: (c) => <InLanguage>{formatDate(c.getValue(), i18n.language)}</InLanguage>,
      }),
    ]);
  }, [t, i18n.language, canAssign, me?.id, roleOptions, refresh, errorText]);

  return (
    <ServerListGrid
      list={list}
      rows="users"
      label={t('access.users.title')}
      columns={columns}
      toolbar={
        <div className="flex flex-wrap gap-3">
          <SearchField
            value={filters.q}
            onChange={(q) => update({ q })}
            label={t('access.users.search')}
            placeholder={t('access.users.search')}
            className="w-64"
          />
          <Select
            aria-label={t('access.users.role')}
            value={filters.role}
            onChange={(e) => update({ role: e.target.value })}
            options={[{ value: '', label: t('access.users.allRoles') }, ...roleOptions]}
          />
        </div>
      }
    />
  );
}
