import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: calendar (declared in menu order).

export const CALENDAR_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const CALENDAR_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
