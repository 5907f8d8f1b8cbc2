import { ROUTES, type RouteName } from '@contract/routes';
import { SIGN_IN_PAGES } from '@contract/routes/sign-in';
import NotAuthorizedPage from '@/features/misc/pages/NotAuthorizedPage';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import { guestRouteByName } from './guest-routes';
import { type AppRoute, routesOf } from './route-types';

// The client's route table: its route declaration (@contract/routes) with each page's component.
// The admin workspace's pages are another table, loaded when an address is none of these
// (./admin-routes.tsx).

export type { AppRoute } from './route-types';

const appPages = Object.fromEntries(
  Object.entries(ROUTES).filter(([name]) => !(name in SIGN_IN_PAGES)),
) as Omit<typeof ROUTES, keyof typeof SIGN_IN_PAGES>;

export const routeByName: Record<RouteName, AppRoute> = {
  // The guest shell's own routes, so a sign-in page keeps its loaded component when the app takes over.
  ...guestRouteByName,
  ...routesOf(
    appPages,
    import.meta.glob([
      '/src/features/*/pages/*Page.tsx',
      '!/src/features/auth/**',
      '!/src/features/admin*/**',
      '!**/{NotAuthorized,ServerError}Page.tsx',
    ]),
    {
      notAuthorized: NotAuthorizedPage,
      serverError: ServerErrorPage,
    },
  ),
};

export const routes = (Object.keys(ROUTES) as RouteName[]).flatMap((name) => routeByName[name] ?? []);
export const NotFoundPage = routeByName.notFound.Component;

/** The 404 page for any address no route table knows. */
export const notFoundRoute: AppRoute = {
  path: '*',
  Component: NotFoundPage,
  title: 'app.titles.notFound',
  layout: 'blank',
};

export const appRoutes = routes.filter((r) => (r.layout ?? 'app') === 'app');
export const blankRoutes = routes.filter((r) => r.layout === 'blank');
