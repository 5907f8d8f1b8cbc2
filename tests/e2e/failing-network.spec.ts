import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { failApi, OUTAGE, stallApi } from './lib/network';
import { sampleIds } from './lib/pages';
import { newClient, type Session, signInDemo, storeSession } from './lib/session';

// The portal under a failing network: with the API answering 503 (the server's own outage
// answer), dropping the connection or never answering, every page says what went wrong in the
// reader's language with a retry, queries retry with backoff before giving up, a submitted form
// keeps what was typed, and a stalled request always shows that something is loading.

const SHOTS = '.tmp/shots/browser';
mkdirSync(SHOTS, { recursive: true });

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const appId = json('src/lib/i18n/locales/id.json');
const appEnJson = json('src/lib/i18n/locales/en.json');
const uiId = json('src/components/ui/locales/id.json');
const adminId = json('src/features/admin/locales/id.json');

// Pages are read in Indonesian, so "translated" means the Indonesian text, not the server's English.
const ID: Record<string, string> = {
  unavailable: appId.apiErrors.db_unavailable,
  network: appId.common.errors.network,
  internal: appId.apiErrors.internal,
  unknown: appId.common.errors.unknown,
  retry: uiId.ui.retry,
  adminLoadError: adminId.admin.loadError,
};

interface Target {
  name: string;
  path: (ids: Ids) => string;
  as?: 'client' | 'admin';
  /** the page's own translated text for a failed load, when not the API error's */
  message?: string;
}
type Ids = { invoiceId: number; bupotId: number };

const TARGETS: Target[] = [
  { name: 'dashboard', path: () => '/client/dashboards' },
  { name: 'invoice-list', path: () => '/client/invoice/list' },
  { name: 'invoice-detail', path: (ids) => `/client/invoice/${ids.invoiceId}` },
  { name: 'pembayaran', path: () => '/client/transaksi/pembayaran/list' },
  { name: 'dompet', path: () => '/client/dompet' },
  { name: 'ebupot-list', path: () => '/client/transaksi/ebupot/list' },
  { name: 'ebupot-new', path: () => '/client/transaksi/ebupot/new' },
  { name: 'ebupot-view', path: (ids) => `/client/transaksi/ebupot/${ids.bupotId}` },
  { name: 'pengaturan-keamanan', path: () => '/client/pengaturan?tab=keamanan' },
  { name: 'pengaturan-penandatangan', path: () => '/client/pengaturan?tab=penandatangan' },
  { name: 'pengaturan-efin', path: () => '/client/pengaturan?tab=efin' },
  { name: 'pengaturan-sertifikat', path: () => '/client/pengaturan?tab=sertifikat' },
  { name: 'admin-home', path: () => '/admin/home', as: 'admin', message: ID.adminLoadError },
];

let shared: { client: Session; admin: Session; ids: Ids } | null = null;

/** The demo sessions and sample ids, made once a worker. */
async function prepare(baseURL: string) {
  if (shared) return shared;
  const client = await signInDemo(baseURL, 'client');
  shared = { client, admin: await signInDemo(baseURL, 'admin'), ids: await sampleIds(baseURL, client) };
  return shared;
}

test.beforeEach(async ({ baseURL }) => {
  await prepare(baseURL!);
});

async function open(page: Page, who: 'client' | 'admin', lng: 'id' | 'en' = 'id') {
  await storeSession(page.context(), shared![who], { lng });
}

const main = (page: Page) => page.locator('#main-content');
const retryButtons = (page: Page) => main(page).getByRole('button', { name: ID.retry });

/** Moves the page's fake clock on until `locator` shows: the queries' backoff waits pass at once. */
async function fastForwardUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.fastForward(4_000);
    await expect(locator).toBeVisible({ timeout: 750 });
  }).toPass({ timeout: 40_000 });
}

/** Something tells the reader the page is loading: a busy region, a spinner or skeletons. */
const loadingIndicator = (page: Page) =>
  main(page).locator('[aria-busy="true"], .animate-pulse, .animate-spin').filter({ visible: true }).first();

/** Clicks every retry button of the page (each may refetch and re-render the others). */
async function retryAll(page: Page) {
  for (let i = 0; i < 5 && (await retryButtons(page).count()) > 0; i++) {
    await retryButtons(page).first().click();
    await page.waitForTimeout(200);
  }
}

test.describe('every page under an API outage', () => {
  for (const target of TARGETS) {
    test(`${target.name}: a translated error with a retry that works once the API is back`, async ({
      page,
    }) => {
      await open(page, target.as ?? 'client');
      await page.clock.install();
      const failing = await failApi(page);
      await page.goto(target.path(shared!.ids));
      await fastForwardUntilVisible(page, retryButtons(page).first());

      const alert = main(page)
        .getByRole('alert')
        .filter({ hasText: target.message ?? ID.unavailable });
      await expect(alert.first()).toBeVisible();
      await expect(main(page)).not.toContainText('Database unavailable');
      await expect(main(page)).not.toContainText(/apiErrors\.|common\.errors/);
      // each failed query was asked 4 times (the first try and 3 retries) before the error showed
      const perQuery = new Map<string, number>();
      for (const h of failing.hits) perQuery.set(h.key, (perQuery.get(h.key) ?? 0) + 1);
      expect(Math.max(...perQuery.values()), JSON.stringify([...perQuery])).toBeGreaterThanOrEqual(4);
      await page.screenshot({ path: `${SHOTS}/outage-${target.name}.png`, fullPage: true });

      await failing.restore();
      const before = failing.hits.length;
      await retryAll(page);
      await expect(retryButtons(page)).toHaveCount(0);
      await expect(
        main(page)
          .getByRole('alert')
          .filter({ hasText: target.message ?? ID.unavailable }),
      ).toHaveCount(0);
      await expect(loadingIndicator(page)).toHaveCount(0);
      expect(failing.hits.length).toBe(before);
    });
  }
});

test('queries retry with growing waits (1 s, 2 s, 4 s), then stop; a 4xx is not retried', async ({
  page,
}) => {
  await open(page, 'client');
  const failing = await failApi(page, (req) => new URL(req.url()).pathname === '/api/invoice');
  await page.goto('/client/invoice/list');
  await expect(retryButtons(page)).toBeVisible({ timeout: 20_000 });
  const times = failing.hits.filter((h) => h.key === 'GET /api/invoice').map((h) => h.at);
  expect(times).toHaveLength(4);
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  expect(gaps[0]).toBeGreaterThanOrEqual(900);
  expect(gaps[1]).toBeGreaterThanOrEqual(1_900);
  expect(gaps[2]).toBeGreaterThanOrEqual(3_900);
  // the waits grow (the first try's extra time on a busy machine can blur 1 s against 2 s, not 1 s against 4 s)
  expect(gaps[2]).toBeGreaterThan(gaps[0]);
  // no fifth try on its own
  await page.waitForTimeout(1_500);
  expect(failing.count('GET /api/invoice')).toBe(4);
  await failing.restore();

  // a bill that does not exist: 404 at once, asked once
  let asked = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/invoice/999999999') asked++;
  });
  await page.goto('/client/invoice/999999999');
  await expect(main(page).getByRole('heading').first()).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(asked).toBe(1);
});

test('a dropped connection says the server cannot be reached, in the reader language', async ({ page }) => {
  await open(page, 'client');
  await page.clock.install();
  const failing = await failApi(page, undefined, { kind: 'abort' });
  await page.goto('/client/transaksi/pembayaran/list');
  await fastForwardUntilVisible(page, retryButtons(page).first());
  await expect(main(page).getByRole('alert').filter({ hasText: ID.network }).first()).toBeVisible();
  await failing.restore();
});

test("a gateway's HTML error page is told in the reader's language, with its status", async ({ page }) => {
  await open(page, 'client');
  await page.clock.install();
  const failing = await failApi(page, undefined, {
    kind: 'status',
    status: 502,
    body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    contentType: 'text/html',
  });
  await page.goto('/client/invoice/list');
  await fastForwardUntilVisible(page, retryButtons(page).first());
  const said = appId.common.errors.http.replace('{{status}}', '502');
  await expect(main(page).getByRole('alert').filter({ hasText: said }).first()).toBeVisible();
  await expect(main(page)).not.toContainText('Bad Gateway');
  await failing.restore();
});

test('an outage at start-up does not sign the user out: the portal opens and recovers', async ({ page }) => {
  await open(page, 'client');
  const failing = await failApi(page, (req) => new URL(req.url()).pathname.startsWith('/api/'), {
    kind: 'abort',
  });
  await page.goto('/client/invoice/list');
  await expect(page).toHaveURL(/\/client\/invoice\/list/);
  await expect(main(page).getByRole('alert').filter({ hasText: ID.network }).first()).toBeVisible({
    timeout: 30_000,
  });
  await failing.restore();
  await retryAll(page);
  await expect(main(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/invoice\/list/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
});

test('a stalled API shows that every page is loading, and the page fills in once it answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, 'client');
  // the start-up profile check does not hold the page: the stored profile opens it meanwhile
  const check = await stallApi(page, (req) => new URL(req.url()).pathname === '/api/profile');
  await page.goto('/client/dashboards');
  await expect.poll(() => check.held.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(check.held.length, 'the check is still held').toBeGreaterThan(0);
  await check.release();

  for (const target of TARGETS.filter((t) => !t.as)) {
    const stalled = await stallApi(page);
    await page.goto(target.path(shared!.ids));
    await expect.poll(() => stalled.held.length, { message: target.name }).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(loadingIndicator(page), `${target.name} shows it is loading`).toBeVisible();
    await stalled.release();
    await expect(loadingIndicator(page), `${target.name} finished loading`).toHaveCount(0);
    await expect(retryButtons(page)).toHaveCount(0);
  }
});

test.describe('forms keep what was typed', () => {
  test('sign-in: a failed and a stalled submit keep the fields; it works once the API is back', async ({
    page,
  }) => {
    await storeSession(page.context(), null, { lng: 'id' });
    await page.goto('/login');
    const email = page.locator('input[type="email"], input[name="email"]').first();
    const password = page.locator('input[type="password"]').first();
    await email.fill('client@portalpajak.test');
    await password.fill('klien-demo-2026');
    const submit = page.locator('form button[type="submit"]');

    const failing = await failApi(page, (req) => new URL(req.url()).pathname === '/api/login');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: ID.unavailable })).toBeVisible();
    await expect(email).toHaveValue('client@portalpajak.test');
    await expect(password).toHaveValue('klien-demo-2026');
    await expect(page).toHaveURL(/\/login/);
    await page.screenshot({ path: `${SHOTS}/outage-login.png` });
    await failing.restore();

    const stalled = await stallApi(page, (req) => new URL(req.url()).pathname === '/api/login');
    await submit.click();
    await expect.poll(() => stalled.held.length).toBe(1);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await stalled.release();
    await expect(page).toHaveURL(/\/client\/dashboards/);
  });

  test('profile: a failed save keeps the edits and shows the reason; saving again works', async ({
    page,
    baseURL,
  }) => {
    const client = await newClient(baseURL!);
    await storeSession(page.context(), client, { lng: 'en' });
    await page.goto('/client/pengaturan?tab=profil');
    const name = page.getByLabel('Full name');
    const city = page.getByLabel('City');
    await name.fill('Dewi Lestari');
    await city.fill('Bandung');
    const failing = await failApi(
      page,
      (req) => req.method() === 'PUT' && new URL(req.url()).pathname === '/api/users/profile',
      { kind: 'status', status: 500, json: { error: 'Internal error', code: 'internal' } },
    );
    const save = page.locator('form').getByRole('button', { name: /save/i });
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: appEn('internal') })).toBeVisible();
    await expect(name).toHaveValue('Dewi Lestari');
    await expect(city).toHaveValue('Bandung');
    expect(failing.hits).toHaveLength(1); // a write is never retried on its own
    await failing.restore();
    await save.click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(name).toHaveValue('Dewi Lestari');
  });

  test('E-Bupot draft: a failed save keeps every field and stays on the form', async ({ page }) => {
    await open(page, 'client', 'en');
    await page.goto('/client/transaksi/ebupot/new');
    await expect(page.getByRole('heading', { name: 'New withholding slip' })).toBeVisible();
    await page.getByLabel('Recipient NPWP').fill('0215550123407000');
    await page.getByLabel('Recipient name').fill('PT Rekayasa Teknik Nusantara');
    const code = page.getByRole('combobox', { name: 'Tax object code' });
    await code.fill('jasa teknik');
    await page.getByRole('option', { name: /24-104-01/ }).click();
    await page.getByLabel('Tax base (DPP)').fill('12500000');
    await page.getByLabel('Reference document type').selectOption('CommercialInvoice');
    await page.getByLabel('Document number').fill('INV/UJI/77');

    const failing = await failApi(
      page,
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/bupot',
      OUTAGE,
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(appEn('db_unavailable')).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/outage-ebupot-form.png` });
    await expect(page).toHaveURL(/\/ebupot\/new$/);
    await expect(page.getByLabel('Recipient NPWP')).toHaveValue(/^0215\s?5501\s?2340\s?7000$/);
    await expect(page.getByLabel('Recipient name')).toHaveValue('PT Rekayasa Teknik Nusantara');
    await expect(code).toHaveValue(/24-104-01/);
    await expect(page.getByLabel('Tax base (DPP)')).toHaveValue(/12[.,]?500[.,]?000/);
    await expect(page.getByLabel('Document number')).toHaveValue('INV/UJI/77');
    expect(failing.hits).toHaveLength(1);
    await failing.restore();
  });
});

function appEn(code: 'internal' | 'db_unavailable'): string {
  return appEnJson.apiErrors[code];
}
