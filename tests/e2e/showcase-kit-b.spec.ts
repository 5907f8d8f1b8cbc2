import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNotAuthorizedOnEach, openSettled } from './lib/pages';
import { type Look, signInDemo, storeSession } from './lib/session';

// The showcase's second half (issue 18, kit B): /components/pagination … /components/more, the six
// card pages and /pages/dialog-examples. As the admin, one tab a look walks every page, runs axe on
// its content in light, dark and Arabic (right to left), and in light opens every dialog, menu and
// snackbar there and closes it with Escape; the client gets the 401 page on each.

// a sweep draws 16 pages and runs axe on each: minutes on a busy machine
test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots/browser/showcase-kit-b';
mkdirSync(SHOTS, { recursive: true });

const PATHS = [
  '/components/pagination',
  '/components/ratings',
  '/components/snackbar',
  '/components/swiper',
  '/components/tabs',
  '/components/timeline',
  '/components/toast',
  '/components/tree-view',
  '/components/more',
  '/ui/cards/basic',
  '/ui/cards/statistics',
  '/ui/cards/advanced',
  '/ui/cards/gamification',
  '/ui/cards/actions',
  '/ui/cards/widgets',
  '/pages/dialog-examples',
];

const LOOKS: { name: string; look: Look }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' } },
  { name: 'dark', look: { mode: 'dark', lng: 'en' } },
  { name: 'arabic-rtl', look: { mode: 'light', lng: 'ar' } },
];

/** axe on the page's content (or on an open dialog, which lives outside it). */
async function axeMain(page: Page, scope = '#main-content') {
  const results = await new AxeBuilder({ page })
    .include(scope)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

for (const { name, look } of LOOKS) {
  test.describe(`showcase kit B as the admin (${name})`, () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    const pageErrors: string[] = [];

    test.beforeAll(async ({ browser, baseURL }) => {
      context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await storeSession(context, await signInDemo(baseURL!, 'admin'), look);
      page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
    });
    test.afterAll(async () => {
      await context?.close();
    });

    test(`every page shows, with no axe violation (${name})`, async () => {
      const found: Record<string, string[]> = {};
      for (const path of PATHS) {
        // in the app (no reload): the scripts are parsed once per look
        await openSettled(page, path);
        await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const violations = await axeMain(page);
        if (violations.length) {
          found[path] = violations;
          await page.screenshot({ path: `${SHOTS}/${name}${path.replace(/\W+/g, '-')}.png`, fullPage: true });
        }
      }
      expect(found).toEqual({});
      expect(pageErrors.splice(0)).toEqual([]);
    });

    if (name === 'light') {
      test('every dialog of the dialog examples opens, keeps focus inside and closes with Escape', async () => {
        await openSettled(page, '/pages/dialog-examples');
        const buttons = page.getByRole('main').getByRole('button', { name: 'Show' });
        await expect(buttons).toHaveCount(8);
        for (let i = 0; i < 8; i++) {
          const opener = buttons.nth(i);
          await opener.click();
          // Headless UI's dialog root is 0×0 (its panel is fixed): count it, and see its title
          const dialog = page.getByRole('dialog');
          await expect(dialog).toHaveCount(1);
          await expect(dialog.getByRole('heading').first()).toBeVisible();
          expect(await axeMain(page, '[role="dialog"]')).toEqual([]);
          await page.keyboard.press('Tab');
          await expect(dialog.locator(':focus')).toHaveCount(1);
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
          await expect(opener).toBeFocused();
        }
      });

      test('dialog forms validate; edit user info saves the admin profile', async () => {
        await openSettled(page, '/pages/dialog-examples');
        const buttons = page.getByRole('main').getByRole('button', { name: 'Show' });
        await buttons.nth(1).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Add card' }).click();
        await expect(page.getByRole('dialog').getByText('Enter a valid card number')).toBeVisible();
        await page.getByLabel('Card number').fill('4242 4242 4242 4242');
        await expect(page.getByRole('dialog').getByText('Enter a valid card number')).toHaveCount(0);
        await page.keyboard.press('Escape');

        await buttons.nth(4).click();
        const dialog = page.getByRole('dialog');
        const name = dialog.getByLabel('Name');
        const before = await name.inputValue();
        await name.fill('');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        const saved = page.waitForResponse(
          (r) => r.url().endsWith('/api/users/profile') && r.request().method() === 'PUT',
        );
        await name.fill(`${before} `);
        await dialog.getByRole('button', { name: 'Save' }).click();
        expect((await saved).status()).toBe(200);
        await expect(dialog).toHaveCount(0);
      });

      test('snackbars open and close with Escape; card actions work', async () => {
        await openSettled(page, '/components/snackbar');
        await page.getByRole('button', { name: 'Open snackbar' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Bill archived' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('status').filter({ hasText: 'Bill archived' })).toHaveCount(0);

        await openSettled(page, '/ui/cards/actions');
        const collapse = page.getByRole('button', { name: 'Collapse or expand: Collapse' });
        await collapse.click();
        await expect(collapse).toHaveAttribute('aria-expanded', 'false');
        const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/admin/summary'));
        await page.getByRole('button', { name: 'Refresh: Refresh' }).click();
        await refreshed;
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.getByRole('button', { name: 'Close: Close' }).click();
        await expect(page.getByRole('heading', { name: 'Close', exact: true })).toHaveCount(0);
      });

      test('the carousel moves with its buttons and arrow keys; the tree with its keys', async () => {
        await openSettled(page, '/components/swiper');
        const carousel = page.getByRole('region', { name: 'Loop' });
        const dots = carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
        await expect(dots.first()).toHaveAttribute('aria-current', 'true');
        await carousel.getByRole('button', { name: 'Next slide' }).click();
        await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
        await carousel.getByRole('button', { name: 'Next slide' }).focus();
        await page.keyboard.press('ArrowLeft');
        await expect(dots.first()).toHaveAttribute('aria-current', 'true');
        await page.keyboard.press('ArrowLeft');
        await expect(dots.last()).toHaveAttribute('aria-current', 'true');

        await openSettled(page, '/components/tree-view');
        const tree = page.getByRole('tree', { name: 'Basic' });
        await tree.getByRole('treeitem').first().focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowRight');
        await expect(tree.getByRole('treeitem', { name: /^Bills/ }).first()).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      });
    }

    if (name === 'arabic-rtl') {
      test('right to left: the carousel runs from the right, tree levels indent from the right', async () => {
        await openSettled(page, '/components/swiper');
        const viewport = page.getByRole('region').first().locator('[dir]').first();
        await expect(viewport).toHaveAttribute('dir', 'rtl');
        const slides = page.getByRole('region').first().getByRole('group');
        const first = (await slides.nth(0).boundingBox())!;
        const second = (await slides.nth(1).boundingBox())!;
        expect(second.x).toBeLessThan(first.x);

        await openSettled(page, '/components/tree-view');
        const tree = page.getByRole('tree').first();
        // an item's own row is its first child (an open item's group follows it)
        const row = (item: Locator) => item.locator('> div').first();
        const root = tree.getByRole('treeitem').first();
        await expect(root).toHaveAttribute('aria-expanded', 'true');
        const top = (await row(root).boundingBox())!;
        const topText = (await row(root).locator('> span').last().boundingBox())!;
        const child = tree.getByRole('treeitem', { name: /^Bills/ }).first();
        const childRow = (await row(child).boundingBox())!;
        const childText = (await row(child).locator('> span').last().boundingBox())!;
        expect(childRow.x + childRow.width).toBeLessThanOrEqual(top.x + top.width + 1);
        expect(childText.x + childText.width).toBeLessThan(topText.x + topText.width);
      });
    }
  });
}

test('the client gets the 401 page on every showcase page of kit B', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await storeSession(context, await signInDemo(baseURL!, 'client'));
  const page = await context.newPage();
  await expectNotAuthorizedOnEach(page, PATHS, async (path) => {
    await expect(
      page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'not authorized' }),
      path,
    ).toHaveCount(0);
  });
  await context.close();
});
