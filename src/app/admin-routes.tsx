import { ADMIN_ROUTES, type AdminRouteName } from '@contract/routes/admin';
import { routesOf } from './route-types';

// The admin workspace's route table: its declaration (@contract/routes/admin) with each page's
// component. This module and the declaration load together, the first time an address is none of
// the client's pages (./AdminRoutes.tsx): a client's first load carries neither.

export const adminRouteByName = routesOf<AdminRouteName>(
  ADMIN_ROUTES,
  // the misc pages' demo routes show the portal's own 401/404/500 pages among them
  import.meta.glob(['/src/features/admin*/pages/*Page.tsx', '/src/features/misc/pages/*Page.tsx']),
);

const routes = Object.values(adminRouteByName);
export const adminAppRoutes = routes.filter((r) => (r.layout ?? 'app') === 'app');
export const adminBlankRoutes = routes.filter((r) => r.layout === 'blank');
