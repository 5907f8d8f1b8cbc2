import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

const ChromeFrame = lazy(() => import('./ChromeFrame'));

/** The app chrome (toaster, settings sync, search), loaded after first paint; never breaks a page. */
export function AppChrome() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ChromeFrame />
      </Suspense>
    </ErrorBoundary>
  );
}
