import { homePath } from '@contract/routes';
import { useMemo } from 'react';
import { type Action, defineAbilityFor } from '@/lib/acl';
import { useSession } from '@/lib/session';
import { adminNavigation } from './admin';
import { clientNavigation } from './client';
import { visibleNavigation } from './filter';

/**
 * The signed-in user's menu (by role), without what their ability forbids; and their home page.
 * Each entry is checked against its own subject: a staff role without permission rows may use
 * any page's subject (contract/acl.ts), which the current page's ability alone would not show.
 */
export function useNavigation() {
  const { user } = useSession();
  const role = user?.role;
  const permissions = user?.permissions;
  return useMemo(() => {
    const can = (action: string, subject: string) =>
      defineAbilityFor(role, subject, permissions).can(action as Action, subject);
    const entries = visibleNavigation(role && role !== 'client' ? adminNavigation : clientNavigation, can);
    return { entries, homePath: homePath(role, can) };
  }, [role, permissions]);
}
