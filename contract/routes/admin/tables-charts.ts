import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: tables-charts (declared in menu order).

export const TABLES_CHARTS_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const TABLES_CHARTS_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
