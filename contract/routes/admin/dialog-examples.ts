import type { MenuGroup, PageDeclaration } from '../types';
import { admin } from './acl';

// Admin-area pages: the template's dialog examples (declared in menu order).

export const DIALOG_EXAMPLES_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const DIALOG_EXAMPLES_ROUTES = {
  dialogExamples: {
    path: '/pages/dialog-examples',
    page: 'src/features/admin-showcase/pages/DialogExamplesPage.tsx',
    title: 'app.titles.dialogExamples',
    ...admin,
    menu: { title: 'nav.dialogExamples', icon: 'layers', section: 'nav.sectionAppsPages' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;
