import type { PageDeclaration } from '../types';
import { admin, reads } from './acl';

// The admin workspace's first pages: its home, and the dashboards.

export const WORKSPACE_MENU_GROUPS = {
  dashboards: { title: 'nav.dashboards', icon: 'layout-dashboard' },
} as const;

export const WORKSPACE_ROUTES = {
  adminHome: {
    path: '/admin/home',
    page: 'src/features/admin/pages/AdminHomePage.tsx',
    title: 'app.titles.adminHome',
    ...admin,
    menu: { title: 'nav.adminHome', icon: 'house' },
    search: true,
  },
  dashboardCrm: {
    path: '/dashboards/crm',
    page: 'src/features/admin-dashboards/pages/CrmDashboardPage.tsx',
    title: 'app.titles.dashboardCrm',
    ...reads('dashboards'),
    menu: { title: 'nav.dashboardCrm', group: 'dashboards' },
    search: true,
  },
  dashboardAnalytics: {
    path: '/dashboards/analytics',
    page: 'src/features/admin-dashboards/pages/AnalyticsDashboardPage.tsx',
    title: 'app.titles.dashboardAnalytics',
    ...reads('dashboards'),
    menu: { title: 'nav.dashboardAnalytics', group: 'dashboards' },
    search: true,
  },
  dashboardEcommerce: {
    path: '/dashboards/ecommerce',
    page: 'src/features/admin-dashboards/pages/EcommerceDashboardPage.tsx',
    title: 'app.titles.dashboardEcommerce',
    ...reads('dashboards'),
    menu: { title: 'nav.dashboardEcommerce', group: 'dashboards' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;
