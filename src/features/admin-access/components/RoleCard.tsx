import type { RoleRow } from '@contract/access';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { roleLabel } from '@/lib/acl/role-label';

type Props = {
  role: RoleRow;
  /** Offered when the caller may change roles and the role is not built in. */
  onEdit?: () => void;
  onDelete?: () => void;
  onShowUsers: () => void;
};

/** One role: its user count, a few of its users, and what may be done with it. */
export function RoleCard({ role, onEdit, onDelete, onShowUsers }: Props) {
  const { t } = useTranslation();
  const name = roleLabel(t, role.name);
  const shown = role.users.slice(0, 4);
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-text-muted">
          {t('access.roles.userCount', { count: role.user_count })}
        </span>
        <ul
          className="flex -space-x-2 rtl:space-x-reverse"
          aria-label={t('access.roles.someUsers', { name })}
        >
          {shown.map((u) => (
            <li key={u.id} title={u.nama}>
              <Avatar name={u.nama} size="sm" className="ring-2 ring-paper" />
              <span className="sr-only">{u.nama}</span>
            </li>
          ))}
          {role.user_count > shown.length && (
            <li className="flex size-8 items-center justify-center rounded-full bg-hover text-xs ring-2 ring-paper">
              +{role.user_count - shown.length}
            </li>
          )}
        </ul>
      </div>
      <div className="min-w-0">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-medium">
          {name}
          {role.built_in && <Badge color="secondary">{t('access.roles.builtIn')}</Badge>}
        </h2>
        <p className="mt-1 text-sm text-text-muted">
          {role.built_in
            ? t(`access.roles.builtInRules.${role.name}`)
            : role.description || t('access.roles.permissionCount', { count: role.permission_ids.length })}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button variant="text" size="sm" onClick={onShowUsers}>
          {t('access.roles.showUsers')}
        </Button>
        {onEdit && (
          <Button
            variant="text"
            size="sm"
            onClick={onEdit}
            aria-label={t('access.roles.editNamed', { name })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('access.edit')}
          </Button>
        )}
        {onDelete && (
          <Button
            variant="text"
            size="sm"
            color="error"
            onClick={onDelete}
            aria-label={t('access.roles.deleteNamed', { name })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('access.delete')}
          </Button>
        )}
      </div>
    </Card>
  );
}
