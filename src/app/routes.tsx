import NotAuthorizedPage from '@/features/misc/pages/NotAuthorizedPage';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import { guestRoutes } from './guest-routes';
import { type AppRoute, page, publicPage } from './route-types';

// The one route table. Each entry: path, page (lazy), guards, ability, layout and title key.

export type { AppRoute } from './route-types';

export const NotFoundPage = page(() => import('@/features/misc/pages/NotFoundPage'));

export const routes: AppRoute[] = [
  // Sign-in, registration and password recovery
  ...guestRoutes,

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
