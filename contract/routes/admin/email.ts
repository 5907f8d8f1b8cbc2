import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: email (declared in menu order).

export const EMAIL_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const EMAIL_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
