import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/features/misc/components/LoadingScreen';
import BlankLayout from '@/layouts/BlankLayout';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { loadLanguage } from '@/lib/i18n/catalog';
import { loginPathFor } from '@/lib/return-url';
import { sessionStatusAtom, signedOutAtom, userAtom } from '@/lib/session/atoms';
import { currentRoute } from './current-route';
import { RouteProgress } from './RouteProgress';
import { RouteAccessContext } from './route-access';
import type { AppRoute } from './routes';

// The shell, TanStack Query and CASL load only once a signed-in page is opened; the app's English
// (beyond the strings bundled for the sign-in screens) is fetched alongside.
const AppFrame = lazy(() => {
  void loadLanguage('en');
  return import('./AppFrame');
});

/**
 * Parent of every 'app' layout page (`routes`: the table it is the parent of): waits for the session, sends signed-out visitors to
 * /login?returnUrl=<path and query> before any shell code loads, then renders AppFrame.
 */
export function AppSection({ routes }: { routes: AppRoute[] }) {
  const location = useLocation();
  const status = useAtomSnapshot(sessionStatusAtom);
  const user = useAtomSnapshot(userAtom);
  const signedOut = useAtomSnapshot(signedOutAtom);
  const route = currentRoute(routes, location.pathname);

  if (status === 'loading') return <LoadingScreen />;

  if (!user) {
    if (route?.authGuard !== false) {
      const target = signedOut ? '/login' : loginPathFor(location.pathname + location.search);
      return <Navigate to={target} replace />;
    }
    // A public page with an ability check and nobody signed in: not authorized.
    if (route.acl !== false) {
      return (
        <RouteAccessContext value={false}>
          <BlankLayout />
        </RouteAccessContext>
      );
    }
  }

  return (
    <Suspense
      fallback={
        <>
          <RouteProgress />
          <LoadingScreen />
        </>
      }
    >
      <AppFrame route={route} />
    </Suspense>
  );
}
