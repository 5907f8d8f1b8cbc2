import { homePath } from '@contract/routes';
import { useMemo } from 'react';
import { useAbility } from '@/lib/acl';
import { useSession } from '@/lib/session';
import { adminNavigation } from './admin';
import { clientNavigation } from './client';
import { visibleNavigation } from './filter';

/** The signed-in user's menu (by role), without what their ability forbids; and their home page. */
export function useNavigation() {
  const { user } = useSession();
  const ability = useAbility();
  const admin = user?.role === 'admin';
  const entries = useMemo(
    () =>
      visibleNavigation(admin ? adminNavigation : clientNavigation, (action, subject) =>
        ability.can(action as never, subject),
      ),
    [admin, ability],
  );
  return { entries, homePath: homePath(user?.role) };
}
