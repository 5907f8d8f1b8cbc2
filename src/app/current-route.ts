import { matchRoutes } from 'react-router';
import type { AppRoute } from './route-types';

/** The route of `routes` the address opens, if any. */
export const currentRoute = (routes: AppRoute[], pathname: string): AppRoute | undefined =>
  matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.[0]?.route.route;
