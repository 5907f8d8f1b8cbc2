import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: forms (declared in menu order).

export const FORMS_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const FORMS_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
