import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: the template's Pages group: account settings, content pages, auth variants, misc pages (declared in menu order).

export const PAGES_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const PAGES_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
