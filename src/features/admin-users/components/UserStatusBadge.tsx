import type { UserStatus } from '@contract/admin/schemas';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';

const COLOR = { active: 'success', pending: 'warning', suspended: 'error' } as const;

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return <Badge color={COLOR[status]}>{t(`users.status.${status}`)}</Badge>;
}
