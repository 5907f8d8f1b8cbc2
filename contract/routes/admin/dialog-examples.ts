import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: the template's dialog examples (declared in menu order).

export const DIALOG_EXAMPLES_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const DIALOG_EXAMPLES_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
