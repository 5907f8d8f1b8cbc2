import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { expect, openShell, test } from './shell-fixtures';

// Theme and accessibility of the shell: stored mode and direction before the app's JavaScript
// runs, axe in light, dark and Arabic RTL, and screenshots for review.

test.describe.configure({ timeout: 120_000 });

const SHOTS = '.tmp/shots/shell';
mkdirSync(SHOTS, { recursive: true });

/** The app bundle (entry chunk) never arrives: what shows is what boot.js and the CSS did alone. */
const withoutAppJs = (page: Page) => page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());

test.describe('dark mode before first paint', () => {
  test.use({
    initialStorage: { settings: JSON.stringify({ mode: 'dark', skin: 'bordered', themeColor: 'info' }) },
  });

  test('the page is dark before any app code runs', async ({ page }) => {
    await withoutAppJs(page);
    await page.goto('/client/dashboards');
    const first = await page.evaluate(() => ({
      mode: document.documentElement.dataset.mode,
      skin: document.documentElement.dataset.skin,
      color: document.documentElement.dataset.themeColor,
      background: getComputedStyle(document.body).backgroundColor,
      appRendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
    }));
    expect(first).toEqual({
      mode: 'dark',
      skin: 'bordered',
      color: 'info',
      background: 'rgb(40, 42, 66)',
      appRendered: false,
    });
  });

  test('never paints the light theme while loading', async ({ page }) => {
    // Before every frame from the very start of the document, note the mode that frame shows.
    await page.addInitScript(() => {
      const painted: (string | null)[] = [];
      (window as unknown as { modesPainted: typeof painted }).modesPainted = painted;
      const frame = () => {
        painted.push(document.documentElement?.getAttribute('data-mode') ?? null);
        if (painted.length < 600) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await openShell(page);
    const painted = await page.evaluate(() => (window as unknown as { modesPainted: string[] }).modesPainted);
    expect(painted.length).toBeGreaterThan(0);
    expect(new Set(painted)).toEqual(new Set(['dark']));
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(40, 42, 66)');
  });
});

test.describe('Arabic before first paint', () => {
  test.use({ initialStorage: { i18nextLng: 'ar' } });

  test('the document is right-to-left before any app code runs', async ({ page }) => {
    await withoutAppJs(page);
    await page.goto('/client/dashboards');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

/**
 * axe over the shell: everything but the page content, which belongs to each feature; or, with
 * `popup`, over an opened menu, palette or drawer alone (the shell at rest is scanned once).
 */
async function shellViolations(page: Page, popup?: string) {
  // The route progress bar (nprogress, src/app) comes and goes with page loads; scan the shell at rest.
  await expect(page.locator('#nprogress')).toHaveCount(0);
  if (popup) return axeViolations(page, { include: [popup] });
  return axeViolations(page, { exclude: ['#main-content > *'] });
}

const variants = [
  { name: 'light', storage: {} },
  { name: 'dark', storage: { settings: JSON.stringify({ mode: 'dark' }) } },
  { name: 'rtl', storage: { i18nextLng: 'ar' } },
  { name: 'semi-dark', storage: { settings: JSON.stringify({ skin: 'semi-dark', themeColor: 'warning' }) } },
] as const;

for (const variant of variants) {
  test.describe(`axe, ${variant.name}`, () => {
    test.use({ initialStorage: variant.storage });

    test('the shell and its menus have no violations', async ({ page }) => {
      test.setTimeout(300_000); // five full axe scans
      await openShell(page, '/client/invoice/list');
      await page.waitForLoadState('networkidle');
      expect(await shellViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/e2e-desktop-${variant.name}.png` });
      // semi-dark changes the navigation's colours only: its menus are the light ones, scanned above
      if (variant.name === 'semi-dark') return;

      await page
        .locator('header button[aria-haspopup="menu"]')
        .filter({ has: page.locator('svg.lucide-bell') })
        .click();
      await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
      expect(await shellViolations(page, '[role="menu"]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.locator('header button[aria-haspopup="menu"]').last().click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await shellViolations(page, '[role="menu"]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.keyboard.press('Control+/');
      const input = page.getByRole('dialog').getByRole('combobox');
      await expect(input).toBeFocused();
      await input.fill('a');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await shellViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.locator('button[aria-haspopup="dialog"]').last().click();
      await expect(page.locator('[id^="headlessui-dialog-panel"]')).toBeVisible();
      await page.waitForTimeout(300);
      expect(await shellViolations(page, '[id^="headlessui-dialog-panel"]')).toEqual([]);
    });
  });
}

for (const variant of variants.filter((v) => v.name !== 'semi-dark')) {
  test.describe(`phone, ${variant.name}`, () => {
    test.use({ initialStorage: variant.storage, viewport: { width: 390, height: 844 } });

    test('the shell and its drawer have no violations', async ({ page }) => {
      test.setTimeout(200_000);
      await openShell(page, '/client/invoice/list');
      await page.waitForLoadState('networkidle');
      expect(await shellViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/e2e-phone-${variant.name}.png` });
      await page.locator('button[aria-controls="nav-drawer"]').click();
      await expect(page.locator('#nav-drawer')).toBeInViewport();
      await page.waitForTimeout(300);
      expect(await shellViolations(page, '#nav-drawer')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/e2e-phone-${variant.name}-drawer.png` });
    });
  });
}
