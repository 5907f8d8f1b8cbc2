import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: chat (declared in menu order).

export const CHAT_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const CHAT_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
