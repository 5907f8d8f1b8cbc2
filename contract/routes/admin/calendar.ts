import type { MenuGroup, PageDeclaration } from '../types';
import { reads } from './acl';

// Admin-area pages: calendar (declared in menu order). Issue 17: the staff member's own events
// beside the service's tax deadlines, holidays and bills' due dates.

export const CALENDAR_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

export const CALENDAR_ROUTES = {
  calendar: {
    path: '/apps/calendar',
    page: 'src/features/admin-calendar/pages/CalendarPage.tsx',
    title: 'app.titles.calendar',
    ...reads('calendar'),
    menu: { title: 'nav.calendar', icon: 'calendar-days', section: 'nav.sectionAppsPages' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;
