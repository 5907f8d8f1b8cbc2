import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/features/misc/components/LoadingScreen';
import BlankLayout from '@/layouts/BlankLayout';
import { type Action, defineAbilityFor } from '@/lib/acl';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { loginPathFor } from '@/lib/return-url';
import { sessionStatusAtom, signedOutAtom, userAtom } from '@/lib/session/atoms';
import { currentRoute } from './current-route';
import { RouteAccessContext } from './route-access';
import type { AppRoute } from './routes';

/**
 * Parent of the admin workspace's blank-layout pages (`routes`): one that names an ability (the
 * template's illustrated demo pages, the admin's) needs a session that may do it, as an app page
 * does, without the shell around it; one open to all (acl false, or authGuard false as the sign-in
 * variants, whose acl only places their menu entry) just shows.
 */
export function BlankSection({ routes }: { routes: AppRoute[] }) {
  const location = useLocation();
  const status = useAtomSnapshot(sessionStatusAtom);
  const user = useAtomSnapshot(userAtom);
  const signedOut = useAtomSnapshot(signedOutAtom);
  const route = currentRoute(routes, location.pathname);
  const acl = route?.acl;
  // A public page (authGuard false: the sign-in variants) opens signed out; its acl only files
  // its menu entry in the admin's menu (roleOf), see contract/routes/admin/pages.ts.
  if (!acl || route?.authGuard === false) return <BlankLayout />;
  if (status === 'loading') return <LoadingScreen />;
  if (!user)
    return <Navigate to={signedOut ? '/login' : loginPathFor(location.pathname + location.search)} replace />;
  const allowed = defineAbilityFor(user.role, acl.subject, user.permissions).can(
    acl.action as Action,
    acl.subject,
  );
  return (
    <RouteAccessContext value={allowed}>
      <BlankLayout />
    </RouteAccessContext>
  );
}
