import type { PermissionListResponse, PermissionRow } from '@contract/access';
import { Pencil, Trash2 } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rowMenu } from '@/components/list-page/row-menu';
import { SearchField } from '@/components/list-page/SearchField';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import type { ServerList } from '@/components/list-page/useServerList';
import { Badge } from '@/components/ui/Badge';
import { InLanguage } from '@/components/ui/Bidi';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { roleLabel } from '@/lib/acl/role-label';
import { formatDate } from '@/lib/format';
import type { permissionsUrl } from '../utils/list-urls';

const col = createGridColumnHelper<PermissionRow>();

type Props = {
  list: ServerList<ReturnType<typeof permissionsUrl.read>, unknown, PermissionListResponse>;
  onEdit?: (p: PermissionRow) => void;
  onDelete?: (p: PermissionRow) => void;
};

/** The permission list: name, its rule, the roles holding it, created; server-paged. */
export function PermissionsGrid({ list, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const { state: filters, update } = list;
  const rowActions = useCallback(
    (p: PermissionRow) =>
      rowMenu(t, 'access.permissions.menu', [
        { key: 'edit', icon: Pencil, onSelect: () => onEdit?.(p), when: Boolean(onEdit) },
        { key: 'delete', icon: Trash2, onSelect: () => onDelete?.(p), danger: true, when: Boolean(onDelete) },
      ]),
    [t, onEdit, onDelete],
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: t('access.permissions.name'), meta: { minWidth: 200 } }),
        col.accessor('subject', {
          header: t('access.permissions.rule'),
          cell: (c) =>
            t('access.roles.cell', {
              action: t(`access.actions.${c.row.original.action}`),
              subject: t(`access.subjects.${c.getValue()}`),
            }),
          meta: { minWidth: 180 },
        }),
        col.accessor('roles', {
          header: t('access.permissions.roles'),
          enableSorting: false,
          meta: { minWidth: 200 },
          cell: (c) =>
            c.getValue().length ? (
              <span className="flex flex-wrap gap-1">
                {c.getValue().map((r) => (
                  <Badge key={r} color={r === 'admin' ? 'error' : 'primary'} size="sm">
                    {roleLabel(t, r)}
                  </Badge>
                ))}
              </span>
            ) : (
              <span className="text-text-muted">{t('access.permissions.noRole')}</span>
            ),
        }),
        col.accessor('created_at', {
          header: t('access.permissions.created'),
          cell: (c) => <InLanguage>{formatDate(c.getValue(), i18n.language)}</InLanguage>,
        }),
      ]),
    [t, i18n.language],
  );

  return (
    <ServerListGrid
      list={list}
      rows="permissions"
      label={t('access.permissions.title')}
      columns={columns}
      rowActions={onEdit || onDelete ? rowActions : undefined}
      rowLabel={(p) => p.name}
      toolbar={
        <SearchField
          value={filters.q}
          onChange={(q) => update({ q })}
          label={t('access.permissions.search')}
          placeholder={t('access.permissions.search')}
          className="w-64"
        />
      }
    />
  );
}
