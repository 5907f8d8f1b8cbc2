import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: components (declared in menu order).

export const COMPONENTS_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const COMPONENTS_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
