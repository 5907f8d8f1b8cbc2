import { USER_STATUSES } from '@contract/admin/schemas';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list-page/FilterSelect';
import { ListToolbar } from '@/components/list-page/ListToolbar';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { allPages } from '@/components/list-page/url-state';
import { useServerList } from '@/components/list-page/useServerList';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { downloadCsv, toCsv } from '@/components/ui/csv';
import { PageHeader } from '@/components/ui/PageHeader';
import { useRoles } from '@/features/admin-access';
import { useAbility } from '@/lib/acl';
import { roleLabel } from '@/lib/acl/role-label';
import { allUsers, useUsers } from '../api/users-api';
import { LazyAddUserDrawer as AddUserDrawer } from '../components/LazyAddUserDrawer';
import { useUserActions } from '../components/useUserActions';
import { useUserColumns } from '../components/useUserColumns';
import { userListQuery, userListUrl } from '../utils/list-url';

/** /apps/user/list: every account, server-paged, with filters, export, invitations and actions. */
export default function UserListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useServerList(userListUrl, userListQuery, useUsers);
  const roles = useRoles();
  const columns = useUserColumns();
  const { menuOf, dialogs } = useUserActions();
  const [adding, setAdding] = useState(false);

  const roleOptions = useMemo(
    () => (roles.data?.roles ?? []).map((r) => ({ value: r.name, label: roleLabel(t, r.name) })),
    [roles.data, t],
  );

  // The export holds what the filters match, in the list's order (every page), as the grid shows it.
  const exportCsv = async () => {
    const rows = await allUsers(allPages(list.query));
    const csv = toCsv(rows, [
      { header: t('users.form.name'), value: (r) => r.nama },
      { header: t('users.form.email'), value: (r) => r.email },
      { header: t('users.columns.role'), value: (r) => roleLabel(t, r.role) },
      { header: t('users.columns.status'), value: (r) => t(`users.status.${r.status}`) },
      { header: t('users.columns.npwp'), value: (r) => r.npwp ?? '' },
      { header: t('users.form.phone'), value: (r) => r.phone ?? '' },
      { header: t('users.form.company'), value: (r) => r.company_name ?? '' },
      { header: t('users.columns.registered'), value: (r) => r.created_at },
      { header: t('users.columns.lastSignIn'), value: (r) => r.last_sign_in_at ?? '' },
    ]);
    await downloadCsv('users.csv', csv);
  };

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          ability.can('create', 'users') && (
            <Button onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('users.add')}
            </Button>
          )
        }
      />
      <Card>
        <ServerListGrid
          list={list}
          rows="users"
          label={t('users.title')}
          columns={columns}
          toolbar={
            <ListToolbar list={list} clear onExport={exportCsv}>
              <FilterSelect
                field="role"
                list={list}
                options={roleOptions}
                placeholder={t('users.filters.allRoles')}
                className="w-full sm:w-40"
              />
              <FilterSelect
                field="status"
                list={list}
                options={USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
                placeholder={t('users.filters.allStatuses')}
                className="w-full sm:w-52"
              />
            </ListToolbar>
          }
          rowActions={menuOf}
          rowLabel={(row) => row.nama}
        />
      </Card>
      <AddUserDrawer open={adding} onClose={() => setAdding(false)} />
      {dialogs}
    </section>
  );
}
