import type { MenuGroup, PageDeclaration } from '../types';
import { reads } from './acl';

// Admin-area pages: email (declared in menu order). The Email app (issue 17): the service's
// mailbox for its staff, on the 'email' subject (a role given 'read email' opens it).

export const EMAIL_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const EMAIL_ROUTES = {
  email: {
    path: '/apps/email',
    page: 'src/features/admin-email/pages/EmailPage.tsx',
    title: 'app.titles.email',
    ...reads('email'),
    menu: { title: 'nav.email', icon: 'mail', section: 'nav.sectionAppsPages' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;
