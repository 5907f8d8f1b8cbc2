import { routePath } from '@contract/routes';
import { useMemo } from 'react';
import { type Action, defineAbilityFor } from '@/lib/acl';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { useSession } from '@/lib/session';
import { clientNavigation } from './client';
import { visibleNavigation } from './filter';

const adminMenu = lazyModule(() => import('./admin'));

/**
 * The signed-in user's menu (by role), without what their ability forbids; and their home page.
 * Each entry is checked against its own subject: a staff role without permission rows may use
 * any page's subject (contract/acl.ts), which the current page's ability alone would not show.
 * The admin workspace's menu loads for the admin and staff roles only (empty until it has).
 */
export function useNavigation() {
  const { user } = useSession();
  const role = user?.role;
  const permissions = user?.permissions;
  const staff = !!role && role !== 'client';
  const admin = useLazyModule(staff ? adminMenu : null);
  return useMemo(() => {
    const can = (action: string, subject: string) =>
      defineAbilityFor(role, subject, permissions).can(action as Action, subject);
    if (!staff)
      return { entries: visibleNavigation(clientNavigation, can), homePath: routePath('dashboard') };
    if (!admin) return { entries: [], homePath: '/' };
    return { entries: visibleNavigation(admin.adminNavigation, can), homePath: admin.homePath(role, can) };
  }, [role, permissions, staff, admin]);
}
