import { useContext } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import NotAuthorizedPage from '@/features/misc/pages/NotAuthorizedPage';
import { safeReturnUrl } from '@/lib/return-url';
import { hasUserData } from '@/lib/storage';
import { RouteBody } from './RouteBody';
import { RouteTitle } from './RouteTitle';
import { RouteAccessContext } from './route-access';
import type { AppRoute } from './routes';

/**
 * One page of the route table: guest guard, the ACL decision made by AppFrame, the title, the
 * progress bar while the page's code loads, and the 500 page if it crashes.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const allowed = useContext(RouteAccessContext);
  const [params] = useSearchParams();
  const { pathname } = useLocation();

  // Guest pages send a signed-in user on (to returnUrl when the login link carried one, so a
  // successful sign-in and this guard agree on where to go).
  if (route.guestGuard && hasUserData()) {
    return <Navigate to={safeReturnUrl(params.get('returnUrl'))} replace />;
  }

  if (!allowed) {
    return (
      <>
        <RouteTitle titleKey="app.titles.notAuthorized" />
        <NotAuthorizedPage />
      </>
    );
  }

  return <RouteBody route={route} pathname={pathname} />;
}
