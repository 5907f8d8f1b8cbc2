import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: ui (declared in menu order).

export const UI_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const UI_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
