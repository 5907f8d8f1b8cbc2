import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { expectNotAuthorizedOnEach, openInApp, openSettled } from './lib/pages';
import { apiContext, bearer, type Look, signInDemo, storeSession } from './lib/session';

// Issue 20's misc part against the real server: the template's misc pages, /acl and the 'Others'
// menu as the admin (menu three levels deep, a disabled entry, links opening in a new tab), the
// client refused each, axe in light, dark and Arabic; and maintenance mode: on → the client sees
// the under-maintenance page and a write is refused 503 → off → the client works again without a
// reload. Maintenance blocks every client's writes, so that test runs alone (the @clock project).

test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.MISC_SHOTS ?? '.tmp/shots/browser/admin-misc';
mkdirSync(SHOTS, { recursive: true });

const PAGES = [
  { path: '/pages/misc/coming-soon', heading: 'We are launching soon' },
  { path: '/pages/misc/under-maintenance', heading: 'Under maintenance' },
  { path: '/pages/misc/404-not-found', heading: 'Page not found' },
  { path: '/pages/misc/401-not-authorized', heading: 'You are not authorized!' },
  { path: '/pages/misc/500-server-error', heading: 'Internal server error' },
  { path: '/acl', heading: 'Access control' },
  { path: '/others/menu-levels/2-2/3-1', heading: 'Menu level 3.1' },
] as const;

const LOOKS: { name: string; look: Look }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' } },
  { name: 'dark', look: { mode: 'dark', lng: 'en' } },
  { name: 'arabic', look: { mode: 'light', lng: 'ar' } },
];

async function axe(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

test('the admin walks the misc pages, /acl and the Others menu; the client is refused each', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await storeSession(context, await signInDemo(baseURL!, 'admin'), { mode: 'light', lng: 'en' });
  const page = await context.newPage();

  for (const { path, heading } of PAGES) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  // /acl: both cards (the admin may read 'analytics') and the rules of the admin's role
  await page.goto('/acl');
  await expect(page.getByTestId('acl-common-card')).toBeVisible();
  await expect(page.getByTestId('acl-analytics-card')).toBeVisible();
  const rules = page.getByRole('table', { name: 'Your rules' });
  await expect(rules.getByRole('row', { name: /can manage every subject/ })).toBeVisible();
  await expect(rules.getByRole('row', { name: /cannot manage client/ })).toBeVisible();

  // the coming-soon form checks its address and says plainly that it keeps none
  await page.goto('/pages/misc/coming-soon');
  await page.getByRole('textbox', { name: 'Your email address' }).fill('bukan-alamat');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your email address' }).fill('siapa@example.test');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText(/keeps no addresses/)).toBeVisible();

  // the Others menu: levels two and three deep, a disabled entry, links to a new tab
  await page.goto('/acl');
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('button', { name: 'Others' }).click();
  await nav.getByRole('button', { name: 'Menu Levels' }).click();
  await nav.getByRole('button', { name: 'Menu Level 2.2' }).click();
  await nav.getByRole('link', { name: 'Menu Level 3.2' }).click();
  await expect(page).toHaveURL(/\/others\/menu-levels\/2-2\/3-2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu level 3.2' })).toBeVisible();
  await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Disabled Menu' })).toBeVisible();
  const docs = nav.getByRole('link', { name: /API documentation/ });
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(docs).toHaveAttribute('href', '/api/docs');
  // the misc pages' entries open in a new tab too
  await nav.getByRole('button', { name: 'Pages' }).click();
  await nav.getByRole('button', { name: 'Miscellaneous' }).click();
  await expect(nav.getByRole('link', { name: /Coming Soon/ })).toHaveAttribute('target', '_blank');
  await context.close();

  // the client: the 401 page on each (the misc demo pages and /acl are the admin's)
  const clientContext = await browser.newContext();
  await storeSession(clientContext, await signInDemo(baseURL!, 'client'), { lng: 'en' });
  const client = await clientContext.newPage();
  await expectNotAuthorizedOnEach(
    client,
    PAGES.map(({ path }) => path),
  );
  await clientContext.close();
});

for (const { name, look } of LOOKS) {
  test(`axe finds nothing on the misc pages and /acl (${name})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await storeSession(context, await signInDemo(baseURL!, 'admin'), look);
    const page = await context.newPage();
    try {
      for (const { path } of PAGES) {
        // the page's own h1 awaited: in between, the last page's has gone and the next is loading
        await openSettled(page, path);
        await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
        await page.screenshot({ path: `${SHOTS}/${path.replaceAll('/', '_')}-${name}.png`, fullPage: true });
        await axe(page, `${path} ${name}`);
      }
    } finally {
      await context.close();
    }
  });
}

test('@clock maintenance mode: the client sees the page and a write is refused, then works again without a reload', async ({
  browser,
  baseURL,
}) => {
  const admin = await signInDemo(baseURL!, 'admin');
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(clientContext, await signInDemo(baseURL!, 'client'), { mode: 'light', lng: 'en' });
  const client = await clientContext.newPage();
  await client.goto('/client/pengaturan');
  await expect(client.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // the admin switches it on from the admin home
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(adminContext, admin, { mode: 'light', lng: 'en' });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/home');
  const card = adminPage.locator('form').filter({ hasText: 'What clients are told' });
  await card.getByRole('switch', { name: 'Maintenance mode on' }).check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Say what clients are told while maintenance is on.')).toBeVisible();
  await card
    .getByRole('textbox', { name: 'What clients are told' })
    .fill('Kami memperbarui sistem pembayaran.');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(
    adminPage.getByText('Maintenance mode is on: clients see the under-maintenance page.'),
  ).toBeVisible();

  // the client's open portal turns to the under-maintenance page by itself; a write is refused
  await expect(client.getByTestId('maintenance-message')).toHaveText('Kami memperbarui sistem pembayaran.', {
    timeout: 20_000,
  });
  await axe(client, 'under maintenance (client)');
  await client.screenshot({ path: `${SHOTS}/maintenance-client.png` });
  const api = await apiContext(baseURL!);
  const clientToken = await client.evaluate(() => localStorage.getItem('accessToken'));
  const refused = await api.post('/api/notifications/read-all', { headers: bearer(clientToken!) });
  expect(refused.status()).toBe(503);
  expect((await refused.json()).error).toBe('Kami memperbarui sistem pembayaran.');

  // off again: the client's page comes back without a reload, and writes work
  await card.getByRole('switch', { name: 'Maintenance mode on' }).uncheck();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Maintenance mode is off.')).toBeVisible();
  await expect(client.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 20_000 });
  const accepted = await api.post('/api/notifications/read-all', { headers: bearer(clientToken!) });
  expect(accepted.status()).toBe(200);
  await api.dispose();
  await adminContext.close();
  await clientContext.close();
});
