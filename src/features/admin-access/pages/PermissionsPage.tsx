import type { PermissionRow } from '@contract/access';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { useServerList } from '@/components/list-page/useServerList';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { useAbility } from '@/lib/acl';
import { deletePermission, usePermissions, useRefreshAccess } from '../api/access-api';
import { PermissionDialog } from '../components/PermissionDialog';
import { PermissionsGrid } from '../components/PermissionsGrid';
import { permissionsQuery, permissionsUrl } from '../utils/list-urls';

/** /apps/permissions: the named permissions staff roles are made of, with who holds each. */
export default function PermissionsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useServerList(permissionsUrl, permissionsQuery, usePermissions);
  const refresh = useRefreshAccess();
  const [editing, setEditing] = useState<PermissionRow | null | undefined>(undefined);
  const [ask, confirmDialog] = useConfirmAction();
  const canCreate = ability.can('create', 'roles');
  const onDelete = (p: PermissionRow) =>
    ask('access.permissions.confirmDelete', { name: p.name, count: p.roles.length }, async () => {
      await deletePermission(p.id);
      await refresh();
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('access.permissions.title')}
        subtitle={t('access.permissions.subtitle')}
        actions={
          canCreate && (
            <Button onClick={() => setEditing(null)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('access.permissions.add')}
            </Button>
          )
        }
      />
      <Card className="p-4">
        <PermissionsGrid
          list={list}
          onEdit={ability.can('update', 'roles') ? setEditing : undefined}
          onDelete={ability.can('delete', 'roles') ? onDelete : undefined}
        />
      </Card>
      {editing !== undefined && (
        <PermissionDialog permission={editing} onClose={() => setEditing(undefined)} />
      )}
      {confirmDialog}
    </div>
  );
}
