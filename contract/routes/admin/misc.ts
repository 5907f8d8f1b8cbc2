import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: /acl and the 'Others' menu (declared in menu order).

export const MISC_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const MISC_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
