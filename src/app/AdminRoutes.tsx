import { Route, Routes } from 'react-router';
import BlankLayout from '@/layouts/BlankLayout';
import { AppSection } from './AppSection';
import { adminAppRoutes, adminBlankRoutes } from './admin-routes';
import { BlankSection } from './BlankSection';
import { RoutePage } from './RoutePage';
import { notFoundRoute } from './routes';

/**
 * The admin workspace's pages, or the 404 page: what an address that is none of the client's
 * pages opens (a lazy module of its own, see ./AppRoutes.tsx).
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<BlankSection routes={adminBlankRoutes} />}>
        {adminBlankRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
      <Route element={<BlankLayout />}>
        <Route path="*" element={<RoutePage route={notFoundRoute} />} />
      </Route>
      <Route element={<AppSection routes={adminAppRoutes} />}>
        {adminAppRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
