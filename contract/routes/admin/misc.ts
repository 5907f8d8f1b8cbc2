import type { MenuGroup, MenuLink, PageDeclaration } from '../types';
import { admin } from './acl';

// Admin-area pages (issue 20): the template's illustrated misc pages (in the Pages group of
// ./pages.ts, each
// opened in a new tab), /acl and the 'Others' menu: menu levels two and three deep, a disabled
// entry, and links to the project's own API documentation.

export const MISC_MENU_GROUPS = {
  miscPages: { title: 'nav.miscPages', group: 'pages' },
  others: { title: 'nav.others', icon: 'ellipsis', section: 'nav.sectionChartsMisc' },
  menuLevels: { title: 'nav.menuLevels', group: 'others' },
  menuLevel22: { title: 'nav.menuLevel22', group: 'menuLevels' },
} as const satisfies Record<string, MenuGroup>;

// The demo misc pages open in a new tab and on their own (blank layout), as the template's do;
// they are the admin's like every demo page.
const misc = { ...admin, layout: 'blank' } as const;
const miscEntry = (title: `nav.${string}`) => ({ title, group: 'miscPages', newTab: true }) as const;

export const MISC_ROUTES = {
  miscComingSoon: {
    path: '/pages/misc/coming-soon',
    page: 'src/features/misc/pages/ComingSoonPage.tsx',
    title: 'app.titles.comingSoon',
    ...misc,
    menu: miscEntry('nav.comingSoon'),
  },
  miscUnderMaintenance: {
    path: '/pages/misc/under-maintenance',
    page: 'src/features/misc/pages/UnderMaintenancePage.tsx',
    title: 'app.titles.underMaintenance',
    ...misc,
    menu: miscEntry('nav.underMaintenance'),
  },
  misc404: {
    path: '/pages/misc/404-not-found',
    page: 'src/features/misc/pages/NotFoundPage.tsx',
    title: 'app.titles.notFound',
    ...misc,
    menu: miscEntry('nav.notFound404'),
  },
  misc401: {
    path: '/pages/misc/401-not-authorized',
    page: 'src/features/misc/pages/NotAuthorizedPage.tsx',
    title: 'app.titles.notAuthorized',
    ...misc,
    menu: miscEntry('nav.notAuthorized401'),
  },
  misc500: {
    path: '/pages/misc/500-server-error',
    page: 'src/features/misc/pages/ServerErrorPage.tsx',
    title: 'app.titles.serverError',
    ...misc,
    menu: miscEntry('nav.serverError500'),
  },
  acl: {
    path: '/acl',
    page: 'src/features/admin-acl/pages/AclPage.tsx',
    title: 'app.titles.acl',
    acl: { action: 'read', subject: 'acl-page' },
    menu: { title: 'nav.accessControl', icon: 'shield', section: 'nav.sectionChartsMisc' },
    search: true,
  },
  menuLevel21: {
    path: '/others/menu-levels/2-1',
    page: 'src/features/admin-acl/pages/MenuLevelPage.tsx',
    title: 'app.titles.menuLevel',
    ...admin,
    menu: { title: 'nav.menuLevel21', group: 'menuLevels' },
    search: true,
  },
  menuLevel31: {
    path: '/others/menu-levels/2-2/3-1',
    page: 'src/features/admin-acl/pages/MenuLevelPage.tsx',
    title: 'app.titles.menuLevel',
    ...admin,
    menu: { title: 'nav.menuLevel31', group: 'menuLevel22' },
    search: true,
  },
  menuLevel32: {
    path: '/others/menu-levels/2-2/3-2',
    page: 'src/features/admin-acl/pages/MenuLevelPage.tsx',
    title: 'app.titles.menuLevel',
    ...admin,
    menu: { title: 'nav.menuLevel32', group: 'menuLevel22' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;

/** Entries of the 'Others' menu that are no page of the portal (opened in a new tab). */
export const MISC_MENU_LINKS: readonly MenuLink[] = [
  { title: 'nav.disabledMenu', href: '#', group: 'others', disabled: true },
  { title: 'nav.apiDocs', href: '/api/docs', group: 'others', icon: 'book-open' },
  { title: 'nav.openApi', href: '/api/openapi.json', group: 'others', icon: 'code' },
];
