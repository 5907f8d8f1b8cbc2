import type { MenuGroup, PageDeclaration } from '../types';

// Admin-area pages: the component kit's showcase, /components/* (issue 18). This file declares the
// 'Components' group and the first ten pages; ./components-more.ts adds the other nine to the group.

export const COMPONENTS_MENU_GROUPS = {
  components: {
    title: 'nav.components',
    icon: 'archive',
    badge: '19',
    section: 'nav.sectionUserInterface',
  },
} as const satisfies Record<string, MenuGroup>;

export const COMPONENTS_ROUTES = {} as const satisfies Record<string, PageDeclaration>;
