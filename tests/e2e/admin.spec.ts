import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { AdminSummary, UserListResponse } from '../../contract/admin';
import { demoAccount, signInDemo, storeSession } from './lib/session';

// The admin home: the demo admin signs in through the login page, sees the figures over every
// client and goes on to the user list (search, role filter, sort by name); a client is refused.

const SHOTS = '.tmp/shots/browser';
mkdirSync(SHOTS, { recursive: true });

const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;

/**
 * The JSON of the page's next GET whose path and query match `pattern`: other tests create
 * accounts meanwhile, so the screen is compared with what it was sent, not a later answer.
 */
function pageAnswer<T>(page: Page, pattern: RegExp): Promise<T> {
  return page
    .waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        r.request().method() === 'GET' &&
        r.ok() &&
        pattern.test(decodeURIComponent(url.pathname + url.search))
      );
    })
    .then((r) => r.json() as Promise<T>);
}

const grid = (page: Page) => page.getByRole('table', { name: 'Users' });
const bodyRows = (page: Page) => grid(page).locator('tbody tr');
/** The address under each row's name (the user column). */
const emailsShown = (page: Page) =>
  bodyRows(page).evaluateAll((rows) =>
    rows.map((r) => (r.querySelector('td bdi')?.textContent ?? '').trim()),
  );

test('the admin signs in, sees the figures, opens the user list, searches, filters by role and sorts by name', async ({
  page,
}) => {
  const admin = demoAccount('admin');
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  const summaryShown = pageAnswer<AdminSummary>(page, /^\/api\/admin\/summary/);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin home' })).toBeVisible();

  // the figures are the server's, formatted in rupiah
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const summary = await summaryShown;
  expect(summary.clients).toBeGreaterThanOrEqual(2); // the demo clients at least
  const card = (label: string) => page.getByRole('listitem').filter({ hasText: label });
  await expect(card('Clients')).toContainText(String(summary.clients));
  await expect(card('Unpaid bills')).toContainText(rupiah(summary.unpaid_invoices.total));
  await expect(card('Pending payments')).toContainText(rupiah(summary.pending_payments.total));
  await expect(card('Paid this month')).toContainText(rupiah(summary.paid_this_month.total));
  await expect(card('Issued withholding slips')).toContainText(String(summary.issued_slips));

  // the user list, from the home: a page of 10, newest first
  const newestShown = pageAnswer<UserListResponse>(page, /^\/api\/users\?/);
  await page.getByRole('link', { name: 'Open the user list' }).click();
  await expect(page).toHaveURL(/\/apps\/user\/list$/);
  await expect(bodyRows(page).first()).toBeVisible();
  const newest = await newestShown;
  expect(newest.users.length).toBeGreaterThan(0);
  // the rows are drawn a few frames after their answer (a deferred render): read until they are
  await expect.poll(() => emailsShown(page)).toEqual(newest.users.map((u) => u.email));

  // search one account
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('client2@portalpajak');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Siti Rahma');
  await search.fill('');
  await expect(bodyRows(page)).not.toHaveCount(1);

  // filter by role: only admins
  const adminsShown = pageAnswer<UserListResponse>(page, /^\/api\/users\?(?!.*q=).*role=admin/);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await expect(bodyRows(page).first()).toContainText('admin@portalpajak.test');
  const admins = await adminsShown;
  await expect.poll(() => emailsShown(page)).toEqual(admins.users.map((u) => u.email));
  for (const row of await bodyRows(page).all()) await expect(row).toContainText('Admin');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('');

  // sort by name, up then down, as the server orders it
  const nameHeader = grid(page).getByRole('columnheader', { name: 'User', exact: true });
  const upShown = pageAnswer<UserListResponse>(page, /^\/api\/users\?.*sort=nama:asc/);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const up = await upShown;
  await expect.poll(() => emailsShown(page)).toEqual(up.users.map((u) => u.email));
  const downShown = pageAnswer<UserListResponse>(page, /^\/api\/users\?.*sort=nama:desc/);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const down = await downShown;
  await expect.poll(() => emailsShown(page)).toEqual(down.users.map((u) => u.email));
  await page.screenshot({ path: `${SHOTS}/admin-home.png`, fullPage: true });
});

test('a client opening the admin home sees the 401 page', async ({ page, baseURL }) => {
  await storeSession(page.context(), await signInDemo(baseURL!, 'client'));
  let asked = 0;
  page.on('request', (req) => {
    if (/\/api\/(admin\/summary|users)\b/.test(req.url())) asked++;
  });
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  await expect(page.getByText('401')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin home' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  expect(asked, 'no admin data was asked for').toBe(0);
});

test('the admin opening a client page by URL sees the 401 page, asks for no client data and goes home', async ({
  page,
  baseURL,
}) => {
  await storeSession(page.context(), await signInDemo(baseURL!, 'admin'));
  let asked = 0;
  page.on('request', (req) => {
    if (/\/api\/(dashboard|invoice|transaksi|bupot)\b/.test(req.url())) asked++;
  });
  for (const path of ['/client/dashboards', '/client/invoice/list', '/client/transaksi/ebupot/list']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  }
  expect(asked, 'no client data was asked for').toBe(0);
  // the menu holds no client page
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
