import { SIGN_IN_PAGES } from './routes/sign-in';
import type { MenuEntry, MenuGroup, MenuIconName, PageDeclaration } from './routes/types';

// The portal's pages, each declared once: address, page module, guards, ability, layout, title,
// and where it has them its menu entry, its Ctrl+/ search entry and its feature chunk. The
// route table (src/app/routes.tsx), the menus (src/layouts/navigation), the server's searchable
// pages (server/search/pages.ts), the build's chunk plan (scripts/chunk-groups.ts) and the
// bundle benchmark derive from it, and links name their page through routePath.
// Data only (no React, icons or i18next): the server and the build scripts import it too.

export type {
  MenuEntry,
  MenuGroup,
  MenuIconName,
  MenuLink,
  PageAcl,
  PageDeclaration,
  PageShell,
} from './routes/types';

const publicPage = { authGuard: false, acl: false, layout: 'blank' } as const;
/** Client pages are client-only: the admin's ability excludes this subject (src/lib/acl). */
const client = { acl: { action: 'manage', subject: 'client' } } as const;

/** Menu groups the pages' menu entries name (a page with `group` is one of its children). */
export const MENU_GROUPS = {
  bills: { title: 'nav.bills', icon: 'file-text' },
} as Record<string, MenuGroup>;

/** Every page, in menu order (a role's menu lists its entries in this order). */
export const ROUTES = {
  ...SIGN_IN_PAGES,

  // Error pages (the 401 and 500 pages are also shown in place by the guards and the error boundary)
  notAuthorized: {
    path: '/401',
    page: 'src/features/misc/pages/NotAuthorizedPage.tsx',
    title: 'app.titles.notAuthorized',
    ...publicPage,
  },
  notFound: {
    path: '/404',
    page: 'src/features/misc/pages/NotFoundPage.tsx',
    title: 'app.titles.notFound',
    ...publicPage,
  },
  serverError: {
    path: '/500',
    page: 'src/features/misc/pages/ServerErrorPage.tsx',
    title: 'app.titles.serverError',
    ...publicPage,
  },

  // Client pages
  dashboard: {
    path: '/client/dashboards',
    page: 'src/features/dashboard/pages/DashboardPage.tsx',
    title: 'app.titles.dashboard',
    ...client,
    menu: { title: 'nav.dashboard', icon: 'layout-dashboard' },
    search: true,
    shell: {
      title: 'dashboard.title',
      subtitle: 'dashboard.subtitle',
      body: {
        kind: 'figures',
        cards: 4,
        chart: { title: 'dashboard.chart.title', subtitle: 'dashboard.chart.subtitle' },
      },
    },
  },
  invoiceList: {
    path: '/client/invoice/list',
    page: 'src/features/invoices/pages/InvoiceListPage.tsx',
    title: 'app.titles.invoiceList',
    ...client,
    feature: 'billing',
    menu: { title: 'nav.billList', section: 'nav.sectionTransactions', group: 'bills' },
    search: true,
    shell: { title: 'invoices.title', subtitle: 'invoices.subtitle', body: { kind: 'list' } },
  },
  invoiceDetail: {
    path: '/client/invoice/:id',
    page: 'src/features/invoices/pages/InvoiceDetailPage.tsx',
    title: 'app.titles.invoiceDetail',
    ...client,
    feature: 'billing',
  },
  paymentList: {
    path: '/client/transaksi/pembayaran/list',
    page: 'src/features/payments/pages/PaymentListPage.tsx',
    title: 'app.titles.payments',
    ...client,
    feature: 'billing',
    menu: { title: 'nav.payments', icon: 'credit-card', section: 'nav.sectionTransactions' },
    search: true,
    shell: { title: 'payments.title', subtitle: 'payments.subtitle', body: { kind: 'list' } },
  },
  ebupotList: {
    path: '/client/transaksi/ebupot/list',
    page: 'src/features/ebupot/pages/EbupotListPage.tsx',
    title: 'app.titles.ebupotList',
    ...client,
    feature: 'ebupot',
    menu: { title: 'nav.createEbupot', icon: 'receipt-text', section: 'nav.sectionTransactions' },
    search: true,
    shell: { title: 'ebupot.list.title', subtitle: 'ebupot.list.subtitle', body: { kind: 'list' } },
  },
  ebupotNew: {
    path: '/client/transaksi/ebupot/new',
    page: 'src/features/ebupot/pages/EbupotFormPage.tsx',
    title: 'app.titles.ebupotNew',
    ...client,
    feature: 'ebupot',
  },
  ebupotImport: {
    path: '/client/transaksi/ebupot/import',
    page: 'src/features/ebupot-import/pages/EbupotImportPage.tsx',
    title: 'app.titles.ebupotImport',
    ...client,
  },
  ebupotEdit: {
    path: '/client/transaksi/ebupot/:id/edit',
    page: 'src/features/ebupot/pages/EbupotFormPage.tsx',
    title: 'app.titles.ebupotEdit',
    ...client,
    feature: 'ebupot',
  },
  /** the chosen slips of the list (?ids=1,2,3) one after another in the print view (issue 21) */
  ebupotPrint: {
    path: '/client/transaksi/ebupot/print',
    page: 'src/features/ebupot/pages/EbupotPrintPage.tsx',
    title: 'app.titles.ebupotPrint',
    ...client,
    feature: 'ebupot',
  },
  ebupotView: {
    path: '/client/transaksi/ebupot/:id',
    page: 'src/features/ebupot/pages/EbupotViewPage.tsx',
    title: 'app.titles.ebupotView',
    ...client,
    feature: 'ebupot',
  },
  /** a masa's SPT Masa: summary, Coretax export, deposit (kode billing → NTPN) and report (issue 21) */
  ebupotMasa: {
    path: '/client/transaksi/ebupot/masa/:tahun/:masa',
    page: 'src/features/ebupot/pages/EbupotMasaPage.tsx',
    title: 'app.titles.ebupotMasa',
    ...client,
    feature: 'ebupot',
  },
  wallet: {
    path: '/client/dompet',
    page: 'src/features/payments/pages/WalletPage.tsx',
    title: 'app.titles.wallet',
    ...client,
    feature: 'billing',
    menu: { title: 'nav.wallet', icon: 'wallet', section: 'nav.sectionTransactions' },
    search: true,
  },
  /** the wallet's statement (rekening koran): period, running balance, CSV and PDF (issue 21) */
  walletStatement: {
    path: '/client/dompet/mutasi',
    page: 'src/features/documents/pages/WalletStatementPage.tsx',
    title: 'app.titles.walletStatement',
    ...client,
    feature: 'billing',
  },
  taxCalendar: {
    path: '/client/kalender-pajak',
    page: 'src/features/tax-calendar/pages/TaxCalendarPage.tsx',
    title: 'app.titles.taxCalendar',
    ...client,
    menu: { title: 'nav.taxCalendar', icon: 'calendar-days', section: 'nav.sectionTransactions' },
    search: true,
  },
  settings: {
    path: '/client/pengaturan',
    page: 'src/features/settings/pages/SettingsPage.tsx',
    title: 'app.titles.settings',
    ...client,
    menu: { title: 'nav.settings', icon: 'settings', section: 'nav.sectionAccount' },
    search: true,
  },
  messages: {
    path: '/client/pesan',
    page: 'src/features/messages/pages/MessagesPage.tsx',
    title: 'app.titles.messages',
    ...client,
    menu: { title: 'nav.messages', icon: 'mail', section: 'nav.sectionAccount' },
    search: true,
  },
  supportChat: {
    path: '/client/bantuan',
    page: 'src/features/support/pages/SupportChatPage.tsx',
    title: 'app.titles.supportChat',
    ...client,
    menu: { title: 'nav.supportChat', icon: 'message-circle', section: 'nav.sectionAccount' },
    search: true,
  },

  // The content pages (issue 20), read-only: what the admin publishes at /pages/faq, /pages/knowledge-base, /pages/pricing
  clientFaq: {
    path: '/client/faq',
    page: 'src/features/help/pages/HelpFaqPage.tsx',
    title: 'app.titles.clientFaq',
    ...client,
    menu: { title: 'nav.faq', icon: 'circle-help', section: 'nav.sectionHelp' },
    search: true,
  },
  clientHelpCenter: {
    path: '/client/pusat-bantuan',
    page: 'src/features/help/pages/HelpCenterPage.tsx',
    title: 'app.titles.clientHelpCenter',
    ...client,
    menu: { title: 'nav.helpCenter', icon: 'book-open', section: 'nav.sectionHelp' },
    search: true,
  },
  clientHelpCategory: {
    path: '/client/pusat-bantuan/:category',
    page: 'src/features/help/pages/HelpCategoryPage.tsx',
    title: 'app.titles.clientHelpCategory',
    ...client,
  },
  clientHelpArticle: {
    path: '/client/pusat-bantuan/:category/:article',
    page: 'src/features/help/pages/HelpArticlePage.tsx',
    title: 'app.titles.clientHelpArticle',
    ...client,
  },
  clientPricing: {
    path: '/client/harga',
    page: 'src/features/help/pages/HelpPricingPage.tsx',
    title: 'app.titles.clientPricing',
    ...client,
    menu: { title: 'nav.pricing', icon: 'tag', section: 'nav.sectionHelp' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;

export type RouteName = keyof typeof ROUTES;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type RouteParams<N extends RouteName> = Record<ParamNames<(typeof ROUTES)[N]['path']>, string | number>;

/** The address of a page by its name: routePath('invoiceDetail', { id: 7 }) → '/client/invoice/7'. */
export function routePath<N extends RouteName>(
  name: N,
  ...[params]: [ParamNames<(typeof ROUTES)[N]['path']>] extends [never] ? [] : [RouteParams<N>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key])));
}

/** Every page with its name, in declaration order. */
export const ROUTE_LIST = /* @__PURE__ */ (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  name,
  ...(ROUTES[name] as PageDeclaration),
}));

/**
 * The menu and search that hold the page: the client's for the 'client' subject (the default),
 * else the admin workspace's (the admin's and staff roles', each filtered by their ability).
 */
export const roleOf = ({ acl }: Pick<PageDeclaration, 'acl'>): 'client' | 'admin' =>
  acl && acl.subject !== 'client' ? 'admin' : 'client';

/** A menu entry's icon, or its nearest group's (`groups`: the client's by default). */
export const menuIconOf = (
  menu: MenuEntry,
  groups: Record<string, MenuGroup> = MENU_GROUPS,
): MenuIconName | undefined => {
  if (menu.icon) return menu.icon;
  // a group's icon, or for a group without one (a nested level) its parent's
  for (let key = menu.group; key; key = groups[key]?.group) if (groups[key]?.icon) return groups[key].icon;
  return undefined;
};
