import { routePath } from '@contract/routes';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/features/misc/components/LoadingScreen';
import { type Action, defineAbilityFor } from '@/lib/acl';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { profileProvisionalAtom, sessionStatusAtom, userAtom } from '@/lib/session/atoms';

const adminDeclaration = lazyModule(() => import('@contract/routes/admin'));

/** '/': the home of the user's role; signed out → plain /login (no returnUrl for the root). */
export function HomeRedirect() {
  const status = useAtomSnapshot(sessionStatusAtom);
  // the home is chosen by role: the stored profile's may be out of date (a role given since)
  const provisional = useAtomSnapshot(profileProvisionalAtom);
  const user = useAtomSnapshot(userAtom);
  const staff = !!user && user.role !== 'client';
  const admin = useLazyModule(staff ? adminDeclaration : null);
  if (status === 'loading' || provisional) return <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace />;
  if (!staff) return <Navigate to={routePath('dashboard')} replace />;
  // a staff role's home is the first admin page it may open: the admin declaration tells
  if (!admin) return <LoadingScreen />;
  const can = (action: string, subject: string) =>
    defineAbilityFor(user.role, subject, user.permissions).can(action as Action, subject);
  return <Navigate to={admin.homePath(user.role, can)} replace />;
}
