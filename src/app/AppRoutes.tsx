import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/features/misc/components/LoadingScreen';
import BlankLayout from '@/layouts/BlankLayout';
import { getLanguage, loadWithAdminStrings } from '@/lib/i18n/catalog';
import { AppSection } from './AppSection';
import { HomeRedirect } from './HomeRedirect';
import { RoutePage } from './RoutePage';
import { RouteProgress } from './RouteProgress';
import { appRoutes, blankRoutes } from './routes';

// Any other address: an admin workspace page or the 404 page, decided by the admin route table,
// which loads only then, with the admin workspace's strings (scripts/locales.ts). The table waits
// for them at most STRINGS_WAIT_MS: when they are slow (their fetch retries while the server is
// unreachable) the pages open with the strings they have and take the rest as they arrive.
const STRINGS_WAIT_MS = 1500;
const AdminRoutes = lazy(() =>
  Promise.all([
    import('./AdminRoutes'),
    Promise.race([
      loadWithAdminStrings(getLanguage()),
      new Promise((resolve) => setTimeout(resolve, STRINGS_WAIT_MS)),
    ]),
  ]).then(([module]) => module),
);

/** The route table as react-router routes: '/', the blank-layout pages, the client's pages, the rest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route element={<BlankLayout />}>
        {blankRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
      <Route element={<AppSection routes={appRoutes} />}>
        {appRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
      <Route
        path="*"
        element={
          <Suspense
            fallback={
              <>
                <RouteProgress />
                <LoadingScreen />
              </>
            }
          >
            <AdminRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
