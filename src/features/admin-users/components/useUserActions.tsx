import type { AdminUserRow } from '@contract/admin';
import { adminPath } from '@contract/routes/admin';
import { Ban, Eye, KeyRound, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type RowAction, rowMenu } from '@/components/list-page/row-menu';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { useAbility } from '@/lib/acl';
import { useSession } from '@/lib/session';
import {
  deleteUser,
  forcePasswordReset,
  reactivateUser,
  suspendUser,
  useRefreshUsers,
} from '../api/users-api';

// The edit form (and its validation) is not on the page's first load: fetched once it has mounted.
const loadEditDialog = () => import('./EditUserDialog');
const EditUserDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditUserDialog })));

/**
 * The actions on an account, each offered only when the caller's ability allows it (the server
 * refuses the others with 403 anyway) and never those that would lock the caller out.
 */
export function useUserActions(opts: { onDeleted?: () => void; withView?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const { user: me } = useSession();
  const refresh = useRefreshUsers();
  const [ask, confirmDialog] = useConfirmAction();
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  useEffect(() => {
    loadEditDialog().catch(() => undefined); // an edit tries again
  }, []);
  const { onDeleted, withView = true } = opts;
  const canUpdate = ability.can('update', 'users');
  const canCreate = ability.can('create', 'users');
  const canDelete = ability.can('delete', 'users');

  const actionsOf = useCallback(
    (row: AdminUserRow): RowAction[] => {
      const self = row.id === me?.id;
      const values = { name: row.nama, email: row.email };
      const run = (action: () => Promise<unknown>, after?: () => void) => async () => {
        await action();
        await refresh();
        after?.();
      };
      return [
        {
          key: 'view',
          icon: Eye,
          when: withView,
          onSelect: () => navigate(adminPath('userView', { id: row.id })),
        },
        { key: 'edit', icon: Pencil, when: canUpdate, onSelect: () => setEditing(row) },
        {
          key: 'suspend',
          icon: Ban,
          when: canCreate && !self && row.status !== 'suspended',
          onSelect: () =>
            ask(
              'users.suspend',
              values,
              run(() => suspendUser(row.id)),
            ),
        },
        {
          key: 'reactivate',
          icon: RotateCcw,
          when: canCreate && row.status === 'suspended',
          onSelect: () =>
            ask(
              'users.reactivate',
              values,
              run(() => reactivateUser(row.id)),
            ),
        },
        {
          key: 'resetPassword',
          icon: KeyRound,
          when: canCreate && !self,
          onSelect: () =>
            ask(
              'users.resetPassword',
              values,
              run(() => forcePasswordReset(row.id)),
            ),
        },
        {
          key: 'delete',
          icon: Trash2,
          danger: true,
          when: canDelete && !self,
          onSelect: () =>
            ask(
              'users.delete',
              values,
              run(() => deleteUser(row.id), onDeleted),
            ),
        },
      ];
    },
    [me?.id, canUpdate, canCreate, canDelete, withView, ask, navigate, refresh, onDeleted],
  );

  const menuOf = useCallback(
    (row: AdminUserRow) => rowMenu(t, 'users.actions', actionsOf(row)),
    [t, actionsOf],
  );

  const dialogs: ReactNode = (
    <>
      {confirmDialog}
      {editing && (
        <Suspense fallback={null}>
          <EditUserDialog user={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
  return { actionsOf, menuOf, dialogs };
}
