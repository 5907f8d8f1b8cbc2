import { type ComponentType, lazy } from 'react';

// The one route table. Each entry: path, lazy page, guards, ability, layout, title key.
export interface AppRoute {
  path: string;
  Component: ComponentType;
  authGuard?: boolean;
  guestGuard?: boolean;
  acl?: { action: string; subject: string };
  layout?: 'app' | 'blank';
  title: string;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const routes: AppRoute[] = [
  {
    path: '/login',
    Component: page(() => import('@/features/auth/pages/LoginPage')),
    guestGuard: true,
    authGuard: false,
    layout: 'blank',
    title: 'auth.login.title',
  },
  {
    path: '/client/dashboards',
    Component: page(() => import('@/features/dashboard/pages/DashboardPage')),
    acl: { action: 'manage', subject: 'client' },
    title: 'nav.dashboard',
  },
];
