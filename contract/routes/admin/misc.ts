import type { MenuGroup, MenuLink, PageDeclaration } from '../types';

// Admin-area pages: /acl and the 'Others' menu (declared in menu order).

export const MISC_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const MISC_ROUTES = {} as const satisfies Record<string, PageDeclaration>;

/** Entries of the 'Others' menu that are no page of the portal (opened in a new tab). */
export const MISC_MENU_LINKS: readonly MenuLink[] = [];
