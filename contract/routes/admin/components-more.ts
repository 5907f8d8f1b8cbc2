import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: components-more (declared in menu order).

export const COMPONENTS_MORE_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const COMPONENTS_MORE_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
