import { routePath } from '../routes';
import { APPS_MENU_GROUPS, APPS_ROUTES } from './admin/apps';
import { CALENDAR_MENU_GROUPS, CALENDAR_ROUTES } from './admin/calendar';
import { CHAT_MENU_GROUPS, CHAT_ROUTES } from './admin/chat';
import { COMPONENTS_MENU_GROUPS, COMPONENTS_ROUTES } from './admin/components';
import { COMPONENTS_MORE_MENU_GROUPS, COMPONENTS_MORE_ROUTES } from './admin/components-more';
import { DIALOG_EXAMPLES_MENU_GROUPS, DIALOG_EXAMPLES_ROUTES } from './admin/dialog-examples';
import { EMAIL_MENU_GROUPS, EMAIL_ROUTES } from './admin/email';
import { FORMS_MENU_GROUPS, FORMS_ROUTES } from './admin/forms';
import { MISC_MENU_GROUPS, MISC_MENU_LINKS, MISC_ROUTES } from './admin/misc';
import { PAGES_MENU_GROUPS, PAGES_ROUTES } from './admin/pages';
import { TABLES_CHARTS_MENU_GROUPS, TABLES_CHARTS_ROUTES } from './admin/tables-charts';
import { UI_MENU_GROUPS, UI_ROUTES } from './admin/ui';
import { UI_CARDS_MENU_GROUPS, UI_CARDS_ROUTES } from './admin/ui-cards';
import { WORKSPACE_MENU_GROUPS, WORKSPACE_ROUTES } from './admin/workspace';
import type { MenuGroup, MenuLink, PageDeclaration } from './types';

// The admin workspace's pages (the admin's and staff roles'), declared per area in ./admin/ in
// the template's menu order. Apart from the client's declaration (../routes.ts) so a client's
// first load never carries them: the portal loads this module when an admin page or menu is needed.

export const ADMIN_ROUTES = {
  ...WORKSPACE_ROUTES,
  ...EMAIL_ROUTES,
  ...CHAT_ROUTES,
  ...CALENDAR_ROUTES,
  ...APPS_ROUTES,
  ...PAGES_ROUTES,
  ...DIALOG_EXAMPLES_ROUTES,
  ...UI_ROUTES,
  ...UI_CARDS_ROUTES,
  ...COMPONENTS_ROUTES,
  ...COMPONENTS_MORE_ROUTES,
  ...FORMS_ROUTES,
  ...TABLES_CHARTS_ROUTES,
  ...MISC_ROUTES,
} as const satisfies Record<string, PageDeclaration>;

export const ADMIN_MENU_GROUPS: Record<string, MenuGroup> = {
  ...WORKSPACE_MENU_GROUPS,
  ...EMAIL_MENU_GROUPS,
  ...CHAT_MENU_GROUPS,
  ...CALENDAR_MENU_GROUPS,
  ...APPS_MENU_GROUPS,
  ...PAGES_MENU_GROUPS,
  ...DIALOG_EXAMPLES_MENU_GROUPS,
  ...UI_MENU_GROUPS,
  ...UI_CARDS_MENU_GROUPS,
  ...COMPONENTS_MENU_GROUPS,
  ...COMPONENTS_MORE_MENU_GROUPS,
  ...FORMS_MENU_GROUPS,
  ...TABLES_CHARTS_MENU_GROUPS,
  ...MISC_MENU_GROUPS,
};

/** Menu entries that are no page of the portal, after the pages. */
export const ADMIN_MENU_LINKS: readonly MenuLink[] = [...MISC_MENU_LINKS];

export type AdminRouteName = keyof typeof ADMIN_ROUTES;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type Params<N extends AdminRouteName> = Record<ParamNames<(typeof ADMIN_ROUTES)[N]['path']>, string | number>;

/** The address of an admin-area page by its name: adminPath('userView', { id: 7 }) → '/apps/user/view/7'. */
export function adminPath<N extends AdminRouteName>(
  name: N,
  ...[params]: [ParamNames<(typeof ADMIN_ROUTES)[N]['path']>] extends [never] ? [] : [Params<N>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return ADMIN_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(values[key])),
  );
}

/** Every admin-area page with its name, in menu order. */
export const ADMIN_ROUTE_LIST = (Object.keys(ADMIN_ROUTES) as AdminRouteName[]).map((name) => ({
  name,
  ...(ADMIN_ROUTES[name] as PageDeclaration),
}));

/**
 * Each role's home page: the client dashboard, the admin home, or for a staff role the first
 * admin menu page `can` allows (the admin home when none is given).
 */
export function homePath(
  role: string | undefined,
  can?: (action: string, subject: string) => boolean,
): string {
  if (!role || role === 'client') return routePath('dashboard');
  if (role === 'admin' || !can) return adminPath('adminHome');
  const first = ADMIN_ROUTE_LIST.find(
    (r) => r.menu && r.acl && !r.path.includes(':') && can(r.acl.action, r.acl.subject),
  );
  return first?.path ?? adminPath('adminHome');
}
