import type { RoleRow } from '@contract/access';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { useServerList } from '@/components/list-page/useServerList';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAbility } from '@/lib/acl';
import { roleLabel } from '@/lib/acl/role-label';
import { useApiErrorMessage } from '@/lib/errors';
import { deleteRole, useRefreshAccess, useRoles, useRoleUsers } from '../api/access-api';
import { RoleCard } from '../components/RoleCard';
import { RoleDialog } from '../components/RoleDialog';
import { RoleUsersGrid } from '../components/RoleUsersGrid';
import { roleUsersQuery, roleUsersUrl } from '../utils/list-urls';

/** /apps/roles: a card per role (users, permissions), add/edit/delete, and the users by role below. */
export default function RolesPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const errorText = useApiErrorMessage();
  const roles = useRoles();
  const refresh = useRefreshAccess();
  const users = useServerList(roleUsersUrl, roleUsersQuery, useRoleUsers);
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);
  const [ask, confirmDialog] = useConfirmAction();
  const canCreate = ability.can('create', 'roles');
  const canUpdate = ability.can('update', 'roles');
  const canDelete = ability.can('delete', 'roles');

  const showUsers = (role: string) => {
    users.update({ role });
    document.getElementById('role-users')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('access.roles.title')} subtitle={t('access.roles.subtitle')} />
      {roles.isError && <Alert severity="error">{errorText(roles.error)}</Alert>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {roles.data
          ? roles.data.roles.map((role) => (
              <li key={role.id}>
                <RoleCard
                  role={role}
                  onShowUsers={() => showUsers(role.name)}
                  onEdit={canUpdate && !role.built_in ? () => setEditing(role) : undefined}
                  onDelete={
                    canDelete && !role.built_in
                      ? () =>
                          ask('access.roles.confirmDelete', { name: roleLabel(t, role.name) }, async () => {
                            await deleteRole(role.id);
                            await refresh();
                          })
                      : undefined
                  }
                />
              </li>
            ))
          : !roles.isError &&
            [0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-44" />
              </li>
            ))}
        {canCreate && (
          <li>
            <Card className="flex h-full flex-col items-center justify-center gap-3 p-5 text-center">
              <p className="text-sm text-text-muted">{t('access.roles.addHint')}</p>
              <Button onClick={() => setEditing(null)}>
                <Plus className="size-4" aria-hidden="true" />
                {t('access.roles.add')}
              </Button>
            </Card>
          </li>
        )}
      </ul>
      {/* not a landmark of its own: the grid inside is the region named after these users */}
      <div id="role-users" className="scroll-mt-20 space-y-3">
        <h2 className="text-lg font-medium">{t('access.users.title')}</h2>
        <Card className="p-4">
          <RoleUsersGrid list={users} roles={roles.data?.roles ?? []} />
        </Card>
      </div>
      {editing !== undefined && <RoleDialog role={editing} onClose={() => setEditing(undefined)} />}
      {confirmDialog}
    </div>
  );
}
