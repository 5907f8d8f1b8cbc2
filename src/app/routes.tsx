import { ROUTES, type RouteName } from '@contract/routes';
import { SIGN_IN_PAGES } from '@contract/routes/sign-in';
import NotAuthorizedPage from '@/features/misc/pages/NotAuthorizedPage';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import { guestRouteByName } from './guest-routes';
import { type AppRoute, routesOf } from './route-types';

// The route table: the route declaration (@contract/routes) with each page's component.

export type { AppRoute } from './route-types';

const appPages = Object.fromEntries(
  Object.entries(ROUTES).filter(([name]) => !(name in SIGN_IN_PAGES)),
) as Omit<typeof ROUTES, keyof typeof SIGN_IN_PAGES>;

const adminPageLoaders = Object.fromEntries(
  Object.values<{ page: string }>(appPages)
    .filter(({ page }) => page.startsWith('src/features/admin'))
    .map(({ page }) => [`/${page}`, () => import('./admin-pages').then((m) => m.loadAdminPage(`/${page}`))]),
);

export const routeByName: Record<RouteName, AppRoute> = {
  // The guest shell's own routes, so a sign-in page keeps its loaded component when the app takes over.
  ...guestRouteByName,
  ...routesOf(
    appPages,
    {
      ...import.meta.glob([
        '/src/features/*/pages/*Page.tsx',
        '!/src/features/auth/**',
        '!/src/features/admin*/**',
        '!**/{NotAuthorized,ServerError}Page.tsx',
      ]),
      ...adminPageLoaders,
    },
    {
      notAuthorized: NotAuthorizedPage,
      serverError: ServerErrorPage,
    },
  ),
};

export const routes = (Object.keys(ROUTES) as RouteName[]).map((name) => routeByName[name]);
export const NotFoundPage = routeByName.notFound.Component;

export const appRoutes = routes.filter((r) => (r.layout ?? 'app') === 'app');
export const blankRoutes = routes.filter((r) => r.layout === 'blank');
