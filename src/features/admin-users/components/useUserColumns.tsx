import type { AdminUserRow } from '@contract/admin';
import { adminPath } from '@contract/routes/admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import { useLanguageDirection } from '@/components/ui/Bidi';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { linkClass } from '@/components/ui/tone';
import { roleLabel } from '@/lib/acl/role-label';
import { formatDate, formatDateTime, formatNpwp } from '@/lib/format';
import { Link } from '@/lib/nav';
import { UserStatusBadge } from './UserStatusBadge';

const col = createGridColumnHelper<AdminUserRow>();

/** Column ids equal the server's sort keys where the server can sort by them. */
export function useUserColumns() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const dir = useLanguageDirection();
  return useMemo(
    () =>
      col.columns([
        col.accessor('nama', {
          header: t('users.columns.user'),
          meta: { label: t('users.columns.user'), minWidth: 260 },
          enableHiding: false,
          cell: (c) => (
            <span className="flex items-center gap-3">
              <Avatar name={c.getValue()} size="sm" />
              <span className="min-w-0">
                <Link
                  to={adminPath('userView', { id: c.row.original.id })}
                  className={`block truncate ${linkClass}`}
                >
                  {c.getValue()}
                </Link>
                <bdi dir="ltr" className="block truncate text-xs text-text-muted">
                  {c.row.original.email}
                </bdi>
              </span>
            </span>
          ),
        }),
        col.accessor('role', {
          header: t('users.columns.role'),
          meta: { label: t('users.columns.role'), minWidth: 120 },
          cell: (c) => roleLabel(t, c.getValue()),
        }),
        col.accessor('status', {
          header: t('users.columns.status'),
          meta: { label: t('users.columns.status'), minWidth: 150 },
          enableSorting: false,
          cell: (c) => <UserStatusBadge status={c.getValue()} />,
        }),
        col.accessor('npwp', {
          header: t('users.columns.npwp'),
          meta: { label: t('users.columns.npwp'), minWidth: 170 },
          enableSorting: false,
          cell: (c) => <bdi dir="ltr">{formatNpwp(c.getValue())}</bdi>,
        }),
        col.accessor('created_at', {
          header: t('users.columns.registered'),
          meta: { label: t('users.columns.registered') },
          cell: (c) => <bdi dir={dir}>{formatDate(c.getValue(), lng)}</bdi>,
        }),
        col.accessor('last_sign_in_at', {
          header: t('users.columns.lastSignIn'),
          meta: { label: t('users.columns.lastSignIn'), minWidth: 160 },
          cell: (c) =>
            c.getValue() ? <bdi dir={dir}>{formatDateTime(c.getValue(), lng)}</bdi> : t('users.never'),
        }),
      ]),
    [t, lng, dir],
  );
}
