import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { LoadingScreen } from '@/features/misc/components/LoadingScreen';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import { AppChrome } from './AppChrome';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { RouterNav } from './RouterNav';
import { SearchShortcut } from './SearchShortcut';
import { SessionBridge } from './SessionBridge';

/**
 * The app with its router, loaded by ./Root (at once, or when the guest shell's visitor signs
 * in). Providers: jotai's default store (no Provider needed), the router and its @/lib/nav.
 * TanStack Query and CASL are provided by AppFrame for signed-in pages (and Query also by
 * ChromeFrame), keeping them off the sign-in route.
 */
export function App() {
  return (
    <BrowserRouter>
      <RouterNav>
        <SessionBridge />
        <SearchShortcut />
        <ErrorBoundary fallback={<ServerErrorPage />}>
          <Suspense fallback={<LoadingScreen />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
        <AppChrome />
      </RouterNav>
    </BrowserRouter>
  );
}
