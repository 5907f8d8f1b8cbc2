import { homePath } from '@contract/routes';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/features/misc/components/LoadingScreen';
import { type Action, defineAbilityFor } from '@/lib/acl';
import { sessionStatusAtom, userAtom } from '@/lib/session/atoms';

/** '/': the home of the user's role; signed out → plain /login (no returnUrl for the root). */
export function HomeRedirect() {
  const status = useAtomValue(sessionStatusAtom);
  const user = useAtomValue(userAtom);
  if (status === 'loading') return <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace />;
  const can = (action: string, subject: string) =>
    defineAbilityFor(user.role, subject, user.permissions).can(action as Action, subject);
  return <Navigate to={homePath(user.role, can)} replace />;
}
