import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: ui-cards (declared in menu order).

export const UI_CARDS_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const UI_CARDS_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
