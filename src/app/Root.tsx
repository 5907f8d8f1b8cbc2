import { lazy, Suspense, useCallback, useState } from 'react';
import { LoadingScreen } from '@/features/misc/components/LoadingScreen';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import { type Nav, NavContext } from '@/lib/nav';
import { historyLocation, writeHistory } from '@/lib/nav/history';
import { inNextTask } from '@/lib/next-task';
import { getAccessToken, hasUserData } from '@/lib/storage';
import { ErrorBoundary } from './ErrorBoundary';
import { GuestApp } from './GuestApp';
import { isGuestPath } from './guest-routes';

// biome-ignore lint/style/noRestrictedImports: the app with its router, loaded lazily (after sign-in)
const loadApp = () => import('./App');
const App = lazy(() => loadApp().then((m) => ({ default: m.App })));
const prefetchApp = () => void loadApp().catch(() => {});

// A signed-in visitor needs the frame and the app chrome (its Ctrl+/ shortcut, toasts) at once:
// fetch them beside the app rather than after it. In a task of their own: each import adds its
// chunk's preload links, and the entry's modules already fill the task that evaluates them.
if (hasUserData()) {
  inNextTask(() => {
    // biome-ignore lint/style/noRestrictedImports: lazily, for a visitor already signed in
    void import('./AppFrame').catch(() => {});
    // biome-ignore lint/style/noRestrictedImports: lazily, for a visitor already signed in
    void import('./ChromeFrame').catch(() => {});
  });
}

/** Nobody signed in here and the address is a guest page (or '/', whose home is then /login). */
function startsAsGuest(): boolean {
  if (hasUserData() || getAccessToken()) return false;
  if (window.location.pathname === '/') writeHistory('/login', { replace: true });
  return isGuestPath(window.location.pathname);
}

// When the app's own code cannot load, its links reload the page instead.
const reloadingNav = (): Nav => ({
  ...historyLocation(),
  navigate: (to) => window.location.assign(to),
  prefetch: () => {},
});

/**
 * A first visit to a sign-in screen opens the small guest shell; everything else (and the guest
 * shell, once its visitor signs in) renders the full app with the router.
 */
export function Root() {
  const [guest, setGuest] = useState(startsAsGuest);
  const leave = useCallback(() => setGuest(false), []);

  if (guest) return <GuestApp onLeave={leave} prefetchApp={prefetchApp} />;
  return (
    <ErrorBoundary
      fallback={
        <NavContext value={reloadingNav()}>
          <ServerErrorPage />
        </NavContext>
      }
    >
      <Suspense fallback={<LoadingScreen />}>
        <App />
      </Suspense>
    </ErrorBoundary>
  );
}
