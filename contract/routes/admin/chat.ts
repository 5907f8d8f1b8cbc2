import type { MenuGroup, PageDeclaration } from '../types';
import { reads } from './acl';

// Admin-area pages: chat (declared in menu order). The Chat app (issue 17): the clients' support
// conversations, on the 'chat' subject (a role given 'read chat' opens it, 'create chat' replies).

export const CHAT_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const CHAT_ROUTES = {
  chat: {
    path: '/apps/chat',
    page: 'src/features/admin-chat/pages/ChatPage.tsx',
    title: 'app.titles.chat',
    ...reads('chat'),
    menu: { title: 'nav.chat', icon: 'message-circle', section: 'nav.sectionAppsPages' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;
