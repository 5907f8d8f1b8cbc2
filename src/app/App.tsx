import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { LoadingScreen } from '@/features/misc/components/LoadingScreen';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { SessionBridge } from './SessionBridge';
import './route-progress.css';

const ChromeFrame = lazy(() => import('./ChromeFrame'));

/**
 * Providers: jotai's default store (no Provider needed), i18next (initialised by @/lib/i18n in
 * main.tsx), the router. TanStack Query and CASL are provided by AppFrame for signed-in pages
 * (and Query also by ChromeFrame), keeping them off the sign-in route.
 */
export function App() {
  return (
    <BrowserRouter>
      <SessionBridge />
      <ErrorBoundary fallback={<ServerErrorPage />}>
        <Suspense fallback={<LoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ChromeFrame />
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
