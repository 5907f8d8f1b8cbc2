import { MENU_GROUPS, ROUTES } from '../routes';
import { ADMIN_MENU_GROUPS, ADMIN_ROUTES } from './admin';
import type { MenuGroup, PageDeclaration } from './types';

// Both declarations, the client's (../routes.ts) and the admin workspace's (./admin.ts), for those
// who serve or build every page: the server (search, preloads), the chunk plan and the benchmark.
// The portal never imports this module: a client's first load carries the client's part only.

export const ALL_ROUTES = { ...ROUTES, ...ADMIN_ROUTES } as const;

export type AnyRouteName = keyof typeof ALL_ROUTES;

export const ALL_MENU_GROUPS: Record<string, MenuGroup> = { ...MENU_GROUPS, ...ADMIN_MENU_GROUPS };

/** Whether the page is the admin workspace's (its menu, search and route table), by name. */
export const isAdminPage = (name: string) => name in ADMIN_ROUTES;

/** Every page with its name, the client's first, then the admin workspace's in menu order. */
export const ALL_ROUTE_LIST = (Object.keys(ALL_ROUTES) as AnyRouteName[]).map((name) => ({
  name,
  ...(ALL_ROUTES[name] as PageDeclaration),
  menuOf: isAdminPage(name) ? ('admin' as const) : ('client' as const),
}));
