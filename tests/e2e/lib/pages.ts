import { expect, type Page } from '@playwright/test';
import { apiContext, bearer, type Session } from './session';

// Every page of the portal, by who may open it, for the sweeps (CSP, accessibility).

export interface PortalPage {
  name: string;
  path: string;
  as: 'guest' | 'client' | 'admin';
}

export const SETTINGS_TABS = ['profil', 'keamanan', 'penandatangan', 'efin', 'sertifikat'] as const;

/** Ids of one bill and one slip of the signed-in client, and the client's own, for the detail pages. */
export async function sampleIds(
  baseURL: string,
  client: Session,
): Promise<{ invoiceId: number; bupotId: number; clientId: number }> {
  const api = await apiContext(baseURL);
  try {
    const invoices = await api.get('/api/invoice?perPage=10', { headers: bearer(client.token) });
    expect(invoices.ok(), `invoice list: ${invoices.status()}`).toBe(true);
    const slips = await api.get('/api/bupot?perPage=10', { headers: bearer(client.token) });
    expect(slips.ok(), `bupot list: ${slips.status()}`).toBe(true);
    const invoiceId = (await invoices.json()).invoices[0]?.id as number;
    const bupotId = (await slips.json()).transaksis[0]?.id as number;
    expect(invoiceId, 'the demo client has a bill').toBeTruthy();
    expect(bupotId, 'the demo client has a slip').toBeTruthy();
    const profile = await api.get('/api/profile', { headers: bearer(client.token) });
    const clientId = (await profile.json()).id as number;
    return { invoiceId, bupotId, clientId };
  } finally {
    await api.dispose();
  }
}

export function portalPages(ids: { invoiceId: number; bupotId: number; clientId: number }): PortalPage[] {
  return [
    { name: 'login', path: '/login', as: 'guest' },
    { name: 'register', path: '/register', as: 'guest' },
    { name: 'verify-otp', path: '/verify-otp', as: 'guest' },
    { name: 'forgot-password', path: '/forgot-password', as: 'guest' },
    { name: 'reset-password', path: '/reset-password?email=a%40example.test', as: 'guest' },
    { name: '404', path: '/tidak-ada-halaman-ini', as: 'guest' },
    { name: 'dashboard', path: '/client/dashboards', as: 'client' },
    { name: 'invoice list', path: '/client/invoice/list', as: 'client' },
    { name: 'invoice detail', path: `/client/invoice/${ids.invoiceId}`, as: 'client' },
    { name: 'pembayaran', path: '/client/transaksi/pembayaran/list', as: 'client' },
    { name: 'dompet', path: '/client/dompet', as: 'client' },
    { name: 'ebupot list', path: '/client/transaksi/ebupot/list', as: 'client' },
    { name: 'ebupot new', path: '/client/transaksi/ebupot/new', as: 'client' },
    { name: 'ebupot import', path: '/client/transaksi/ebupot/import', as: 'client' },
    { name: 'ebupot view', path: `/client/transaksi/ebupot/${ids.bupotId}`, as: 'client' },
    { name: 'ebupot masa', path: '/client/transaksi/ebupot/masa/2026/1', as: 'client' },
    { name: 'tax calendar', path: '/client/kalender-pajak', as: 'client' },
    // the content pages (issue 20): what the admin publishes, read-only (content-pages.spec.ts edits it)
    { name: 'faq', path: '/client/faq', as: 'client' },
    { name: 'help center', path: '/client/pusat-bantuan', as: 'client' },
    { name: 'help topic', path: '/client/pusat-bantuan/e-bupot', as: 'client' },
    { name: 'help article', path: '/client/pusat-bantuan/e-bupot/batas-waktu-setor-dan-lapor', as: 'client' },
    { name: 'pricing', path: '/client/harga', as: 'client' },
    ...SETTINGS_TABS.map((tab) => ({
      name: `pengaturan ${tab}`,
      path: `/client/pengaturan?tab=${tab}`,
      as: 'client' as const,
    })),
    { name: 'admin home', path: '/admin/home', as: 'admin' },
    { name: 'user list', path: '/apps/user/list', as: 'admin' },
    { name: 'user view', path: `/apps/user/view/${ids.clientId}`, as: 'admin' },
    { name: 'roles', path: '/apps/roles', as: 'admin' },
    { name: 'permissions', path: '/apps/permissions', as: 'admin' },
    { name: 'invoice list', path: '/apps/invoice/list', as: 'admin' },
    { name: 'invoice add', path: '/apps/invoice/add', as: 'admin' },
    { name: 'calendar', path: '/apps/calendar', as: 'admin' },
    // the content pages with the admin's buttons and drafts (the article view is the client's, above)
    { name: 'content pricing', path: '/pages/pricing', as: 'admin' },
    { name: 'content faq', path: '/pages/faq', as: 'admin' },
    { name: 'content help center', path: '/pages/knowledge-base', as: 'admin' },
    { name: 'content help topic', path: '/pages/knowledge-base/e-bupot', as: 'admin' },
  ];
}

/**
 * Opens `path` as a link inside the portal would (history entry, no reload) once the portal is
 * loaded in `page`; the first time it loads it. Sweeps over many pages of one role and look use it:
 * the scripts are not parsed again for each page.
 */
export async function openInApp(page: Page, path: string) {
  // a page drawn by the router (its h1 is there), not one still booting: a push made before the
  // router listens changes the address and nothing else
  const loaded =
    page.url().startsWith('http') &&
    (await page
      .locator('#root h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      ));
  if (!loaded) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * openInApp, then waits for the new page's own h1 (the previous page's stays on screen while the
 * next one's code loads, so a bare heading check could pass on it) and settles. Not for a page
 * that keeps its h1 element across paths (the 401 page): that one would never be seen as new.
 */
export async function openSettled(page: Page, path: string, timeout = 30_000) {
  const here = await page.evaluate(() => `${location.pathname}${location.search}`).catch(() => '');
  if (here !== path)
    await page
      .evaluate(() => {
        for (const h of document.querySelectorAll('h1')) h.dataset.left = '';
      })
      .catch(() => {});
  await openInApp(page, path);
  await expect(page.locator('h1:not([data-left])').first()).toBeVisible({ timeout });
  await settle(page);
}

/** Waits until a page has drawn its heading and stopped asking the server. */
export async function settle(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const busy = page.locator('[aria-busy="true"]');
  try {
    await expect(busy).toHaveCount(0);
  } catch (error) {
    // name what is still loading, so a failure on a loaded machine says which part of which page
    const what = await busy
      .evaluateAll((nodes) => nodes.map((n) => n.outerHTML.slice(0, 300)))
      .catch(() => [] as string[]);
    throw new Error(`${page.url()} still busy after the network went quiet: ${what.join(' | ')}`, {
      cause: error,
    });
  }
}

/** An address no route matches: its page loads nothing from the server. */
const NO_SUCH_PAGE = '/tidak-ada-halaman-ini';

/**
 * Opens each path inside the portal (no reload) as the page's signed-in user and expects the 401
 * page for it (English), then runs `more` on it. The 401 page keeps its heading element from one
 * path to the next, so the page-not-found page is opened between two paths: each 401 heading seen
 * is then the one drawn for that path.
 */
export async function expectNotAuthorizedOnEach(
  page: Page,
  paths: readonly string[],
  more?: (path: string) => Promise<void>,
) {
  for (const path of paths) {
    await openInApp(page, NO_SUCH_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await openInApp(page, path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are not authorized!' }),
      path,
    ).toBeVisible();
    await more?.(path);
  }
}

/**
 * How far the page reaches past the screen's sides (0 or less: it fits), to either side. Measured
 * against the layout viewport: a mobile context zooms out to fit a too-wide page, so innerWidth
 * would grow with it and the difference stay 0.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
