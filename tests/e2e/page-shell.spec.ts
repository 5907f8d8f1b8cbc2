import { type Page, test as plain } from '@playwright/test';
import { expect, test } from './shell-fixtures';

// A signed-in visit paints the page's header and skeleton from the HTML (server/app-shell.ts)
// before the portal's code has run; the real page replaces it. The code is held back here so the
// pre-rendered page can be looked at.

test.describe.configure({ timeout: 90_000 });

/** Holds every script of the build until the answered function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('#boot-shell');

test('the dashboard paints its header, figures and chart card before its code, then the page takes over', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/client/dashboards', { waitUntil: 'commit' });
  const english = shell(page).locator('> [lang=en]');
  await expect(english).toBeVisible();
  await expect(english.getByText('Your bills and payments at a glance', { exact: true })).toBeVisible();
  await expect(english.getByText('Amount paid in each of the last 12 months', { exact: true })).toBeVisible();
  // the other languages' copies are there, hidden; the layer is inert and hidden from assistive technology
  await expect(shell(page).locator('> [lang=id]')).toBeHidden();
  await expect(shell(page)).toHaveAttribute('aria-hidden', 'true');
  expect(await shell(page).evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  await expect(page.getByRole('heading')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByTestId('stat-unpaid')).toBeVisible();
});

test.describe('in Arabic', () => {
  test.use({ initialStorage: { i18nextLng: 'ar' } });

  test('the bill list paints its Arabic header, right to left', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/client/invoice/list', { waitUntil: 'commit' });
    const arabic = shell(page).locator('> [lang=ar]');
    await expect(arabic).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(shell(page).locator('> [lang=en]')).toBeHidden();
    // the header starts at the right edge in Arabic
    const title = arabic.locator('.text-2xl');
    const box = (await title.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(width - (box.x + box.width)).toBeLessThan(box.x);
    const heading = (await title.textContent())!;
    expect(heading).toMatch(/[\u0600-\u06ff]/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(shell(page)).toHaveCount(0);
  });
});

plain(
  'a visitor without a session sees no pre-rendered page, and goes to the sign-in card',
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/client/invoice/list', { waitUntil: 'commit' });
    await expect(shell(page)).toBeAttached();
    await expect(shell(page)).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/login\?returnUrl=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Welcome to Portal Pajak' })).toBeVisible();
    await expect(shell(page)).toHaveCount(0);
  },
);
