import type { MenuGroup, PageDeclaration } from '../types';
import { admin } from './acl';

// Admin-area pages: ui, the kit's showcase under 'User Interface' (issue 18; the cards are in ./ui-cards.ts).

export const UI_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const UI_ROUTES = {
  uiTypography: {
    path: '/ui/typography',
    page: 'src/features/admin-showcase/pages/TypographyPage.tsx',
    title: 'app.titles.uiTypography',
    ...admin,
    menu: { title: 'nav.typography', icon: 'type', section: 'nav.sectionUserInterface' },
    search: true,
  },
  uiIcons: {
    path: '/ui/icons',
    page: 'src/features/admin-showcase/pages/IconsPage.tsx',
    title: 'app.titles.uiIcons',
    ...admin,
    menu: { title: 'nav.icons', icon: 'shapes', section: 'nav.sectionUserInterface' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;
