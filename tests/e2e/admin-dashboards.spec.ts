import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { AnalyticsDashboard, CrmDashboard, EcommerceDashboard } from '../../contract/admin';
import { axeViolations } from './lib/axe';
import { openInApp, settle } from './lib/pages';
import { demoAccount, type Look, signInDemo, storeSession } from './lib/session';

// The admin's three dashboards against the real server: the demo admin signs in, opens each one
// from the menu and sees the server's figures in the tiles and in each chart's table twin; axe
// finds nothing in light, dark and Arabic (right to left); screenshots go to SHOTS.

const SHOTS = process.env.DASHBOARD_SHOTS ?? '.tmp/shots/browser/admin-dashboards';
mkdirSync(SHOTS, { recursive: true });

const rupiah = (n: number) => `Rp\u00a0${new Intl.NumberFormat('id-ID').format(n)}`;
const count = (n: number) => new Intl.NumberFormat('en-GB').format(n);
const fullMonth = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
  );

/** The JSON of the page's next successful GET whose path matches `pattern`. */
function pageAnswer<T>(page: Page, pattern: RegExp): Promise<T> {
  return page
    .waitForResponse(
      (r) => r.request().method() === 'GET' && r.ok() && pattern.test(new URL(r.url()).pathname),
    )
    .then((r) => r.json() as Promise<T>);
}

const tile = (page: Page, key: string) => page.getByTestId(`tile-${key}-value`);
/** The cells of a table twin's row (its header cell first). */
const twinRow = (page: Page, table: string, row: number) =>
  page
    .getByRole('table', { name: table, exact: true })
    .locator('tbody tr')
    .nth(row)
    .locator('th, td')
    .allTextContents();

const DASHBOARDS = [
  { name: 'crm', path: '/dashboards/crm', menu: 'CRM', heading: 'CRM' },
  { name: 'analytics', path: '/dashboards/analytics', menu: 'Analytics', heading: 'Analytics' },
  { name: 'ecommerce', path: '/dashboards/ecommerce', menu: 'eCommerce', heading: 'eCommerce' },
] as const;

test('the admin opens each dashboard from the menu and sees the server figures', async ({ page }) => {
  const admin = demoAccount('admin');
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  const nav = page.getByRole('navigation').first();

  const open = async <T>(menu: string, api: RegExp) => {
    const answer = pageAnswer<T>(page, api);
    const link = nav.getByRole('link', { name: menu, exact: true });
    const group = nav.getByRole('button', { name: 'Dashboards' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await link.click();
    return answer;
  };

  // CRM: clients by state, new ones a month, the newest
  const crm = await open<CrmDashboard>('CRM', /^\/api\/admin\/dashboards\/crm$/);
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
  await expect(tile(page, 'clients')).toHaveText(count(crm.clients.total));
  await expect(tile(page, 'active')).toHaveText(count(crm.clients.active));
  await expect(tile(page, 'pending')).toHaveText(count(crm.clients.pending_confirmation));
  await expect(tile(page, 'suspended')).toHaveText(
    crm.clients.suspended === null ? '–' : count(crm.clients.suspended),
  );
  expect(crm.clients.total).toBeGreaterThanOrEqual(2); // the demo clients
  const lastMonth = crm.new_clients_per_month[11];
  expect(await twinRow(page, 'New clients per month', 11)).toEqual([
    fullMonth(lastMonth.month),
    count(lastMonth.count),
  ]);
  await expect(page.getByRole('img', { name: 'New clients per month' })).toBeVisible();
  await expect(page.getByTestId('recent-clients')).toContainText(crm.recent_clients[0].email);
  await page.screenshot({ path: `${SHOTS}/crm-light.png`, fullPage: true });

  // Analytics: sign-ins a day (the admin's own sign-in today at least) and slips
  const analytics = await open<AnalyticsDashboard>('Analytics', /^\/api\/admin\/dashboards\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const today = analytics.sign_ins_per_day[29];
  expect(today.count).toBeGreaterThanOrEqual(1);
  await expect(tile(page, 'sign-ins-today')).toHaveText(count(today.count));
  await expect(tile(page, 'slips')).toHaveText(count(analytics.slips.issued));
  await expect(tile(page, 'pph')).toHaveText(rupiah(analytics.slips.pph_total));
  const signIns = await twinRow(page, 'Sign-ins per day', 29);
  expect(signIns.slice(1)).toEqual([count(today.count), count(today.users)]);
  const slipMonth = analytics.slips_per_month[11];
  expect(await twinRow(page, 'Slips issued per month by PPh article', 11)).toEqual([
    fullMonth(slipMonth.month),
    ...(['4(2)', '15', '22', '23', '26'] as const).map((p) => count(slipMonth.by_pasal[p])),
    rupiah(slipMonth.pph),
  ]);
  for (const code of analytics.top_tax_objects)
    await expect(page.getByTestId('top-tax-objects').locator(`tr[data-key="${code.code}"]`)).toContainText(
      rupiah(code.pph),
    );
  await expect(page.getByRole('img', { name: 'Sign-ins per day' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/analytics-light.png`, fullPage: true });

  // eCommerce: bills issued, paid, owed; payments by bank and channel; top clients
  const shop = await open<EcommerceDashboard>('eCommerce', /^\/api\/admin\/dashboards\/ecommerce$/);
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce' })).toBeVisible();
  await expect(tile(page, 'outstanding')).toHaveText(rupiah(shop.outstanding.total));
  await expect(tile(page, 'overdue')).toHaveText(rupiah(shop.overdue.total));
  await expect(tile(page, 'paidThisMonth')).toHaveText(rupiah(shop.paid_this_month.total));
  expect(shop.outstanding.total).toBeGreaterThan(0); // the demo clients owe bills
  for (const month of [0, 11])
    expect(await twinRow(page, 'Issued vs paid per month', month)).toEqual([
      fullMonth(shop.issued_per_month[month].month),
      rupiah(shop.issued_per_month[month].total),
      rupiah(shop.paid_per_month[month].total),
    ]);
  for (const [i, bank] of shop.payments_by_bank.entries())
    expect(await twinRow(page, 'Payments by bank', i)).toEqual([
      bank.bank,
      String(bank.count),
      rupiah(bank.total),
    ]);
  for (const client of shop.top_clients)
    await expect(page.getByTestId('top-clients').locator(`tr[data-key="${client.id}"]`)).toContainText(
      rupiah(client.billed),
    );
  await expect(page.getByRole('img', { name: 'Issued vs paid per month' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ecommerce-light.png`, fullPage: true });
});

test('a client is refused the dashboards', async ({ page, baseURL }) => {
  await storeSession(page.context(), await signInDemo(baseURL!, 'client'));
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/dashboards/crm');
  // the not-authorized page shows in place, and the figures were never asked for
  await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toHaveCount(0);
  expect(asked.filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
});

const LOOKS: { name: string; look: Look; width: number }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' }, width: 1440 },
  { name: 'dark', look: { mode: 'dark', lng: 'en' }, width: 1440 },
  { name: 'arabic-rtl', look: { mode: 'light', lng: 'ar' }, width: 1440 },
  { name: 'phone', look: { mode: 'light', lng: 'en' }, width: 390 },
];

for (const { name, look, width } of LOOKS) {
  test(`axe finds nothing on the dashboards (${name})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await storeSession(context, await signInDemo(baseURL!, 'admin'), look);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      for (const [index, dashboard] of DASHBOARDS.entries()) {
        await openInApp(page, dashboard.path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('#main-content svg[role="img"]').first()).toBeVisible();
        // the shell is the same on each: scanned whole on the first dashboard only
        const found = await axeViolations(page, { include: index > 0 ? ['#main-content'] : [] });
        await page.screenshot({ path: `${SHOTS}/${dashboard.name}-${name}.png`, fullPage: true });
        expect(found, dashboard.name).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
