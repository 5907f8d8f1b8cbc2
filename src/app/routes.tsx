import { type ComponentType, lazy } from 'react';
import NotAuthorizedPage from '@/features/misc/pages/NotAuthorizedPage';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import type { Acl } from '@/lib/acl/ability';

// The one route table. Each entry: path, page (lazy), guards, ability, layout and title key.
export interface AppRoute {
  path: string;
  Component: ComponentType;
  /** Signed-in users only; default on. */
  authGuard?: boolean;
  /** Signed-out visitors only (stored userData → '/'); default off. */
  guestGuard?: boolean;
  /**
   * What the user must be allowed to do, checked for 'app' layout pages: default
   * { action: 'manage', subject: 'client' }; false skips the check.
   */
  acl?: Acl | false;
  /** 'app' (shell, default) or 'blank' (auth and error screens). */
  layout?: 'app' | 'blank';
  /** Translation key of the page name; the document title is "<name> | Portal Pajak". */
  title: string;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const guest = { authGuard: false, guestGuard: true, acl: false, layout: 'blank' } as const;
const publicPage = { authGuard: false, acl: false, layout: 'blank' } as const;

export const NotFoundPage = page(() => import('@/features/misc/pages/NotFoundPage'));

export const routes: AppRoute[] = [
  // Sign-in, registration and password recovery
  {
    path: '/login',
    Component: page(() => import('@/features/auth/pages/LoginPage')),
    title: 'app.titles.login',
    ...guest,
  },
  {
    path: '/register',
    Component: page(() => import('@/features/auth/pages/RegisterPage')),
    title: 'app.titles.register',
    ...guest,
  },
  {
    path: '/verify-otp',
    Component: page(() => import('@/features/auth/pages/VerifyOtpPage')),
    title: 'app.titles.verifyOtp',
    ...guest,
  },
  {
    path: '/forgot-password',
    Component: page(() => import('@/features/auth/pages/ForgotPasswordPage')),
    title: 'app.titles.forgotPassword',
    ...guest,
  },
  {
    path: '/reset-password',
    Component: page(() => import('@/features/auth/pages/ResetPasswordPage')),
    title: 'app.titles.resetPassword',
    ...guest,
  },

  // Error pages (the 401 and 500 pages are also shown in place by the guards and the error boundary)
  { path: '/401', Component: NotAuthorizedPage, title: 'app.titles.notAuthorized', ...publicPage },
  { path: '/404', Component: NotFoundPage, title: 'app.titles.notFound', ...publicPage },
  { path: '/500', Component: ServerErrorPage, title: 'app.titles.serverError', ...publicPage },

  // Client pages
  {
    path: '/client/dashboards',
    Component: page(() => import('@/features/dashboard/pages/DashboardPage')),
    title: 'app.titles.dashboard',
  },
  {
    path: '/client/invoice/list',
    Component: page(() => import('@/features/invoices/pages/InvoiceListPage')),
    title: 'app.titles.invoiceList',
  },
  {
    path: '/client/invoice/:id',
    Component: page(() => import('@/features/invoices/pages/InvoiceDetailPage')),
    title: 'app.titles.invoiceDetail',
  },
  {
    path: '/client/transaksi/pembayaran/list',
    Component: page(() => import('@/features/payments/pages/PaymentListPage')),
    title: 'app.titles.payments',
  },
  {
    path: '/client/dompet',
    Component: page(() => import('@/features/payments/pages/WalletPage')),
    title: 'app.titles.wallet',
  },
  {
    path: '/client/transaksi/ebupot/list',
    Component: page(() => import('@/features/ebupot/pages/EbupotListPage')),
    title: 'app.titles.ebupotList',
  },
  {
    path: '/client/transaksi/ebupot/new',
    Component: page(() => import('@/features/ebupot/pages/EbupotFormPage')),
    title: 'app.titles.ebupotNew',
  },
  {
    path: '/client/transaksi/ebupot/:id/edit',
    Component: page(() => import('@/features/ebupot/pages/EbupotFormPage')),
    title: 'app.titles.ebupotEdit',
  },
  {
    path: '/client/transaksi/ebupot/:id',
    Component: page(() => import('@/features/ebupot/pages/EbupotViewPage')),
    title: 'app.titles.ebupotView',
  },
  {
    path: '/client/pengaturan',
    Component: page(() => import('@/features/settings/pages/SettingsPage')),
    title: 'app.titles.settings',
  },

  // Admin pages
  {
    path: '/admin/home',
    Component: page(() => import('@/features/admin/pages/AdminHomePage')),
    acl: { action: 'manage', subject: 'admin' },
    title: 'app.titles.adminHome',
  },
];

export const appRoutes = routes.filter((r) => (r.layout ?? 'app') === 'app');
export const blankRoutes = routes.filter((r) => r.layout === 'blank');
