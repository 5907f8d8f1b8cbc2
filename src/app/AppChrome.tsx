import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

// biome-ignore lint/style/noRestrictedImports: loaded lazily, after first paint
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
