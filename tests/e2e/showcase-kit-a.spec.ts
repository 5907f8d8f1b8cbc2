import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_ROUTES } from '../../contract/routes/admin';
import { axeViolations } from './lib/axe';
import { expectNotAuthorizedOnEach, openInApp, sidewaysOverflow } from './lib/pages';
import { type Look, type Session, signInDemo, storeSession } from './lib/session';

// The kit's showcase, first half (issue 18): /ui/typography, /ui/icons and ten /components/*
// pages. The admin walks them in one page per look (light, dark, Arabic right-to-left): axe finds
// nothing; in the light look every dialog and menu on them opens and closes with Escape (focus back
// on its trigger) and one code view opens. A client gets the 401 page on each.
// SHOWCASE_SHOTS=<dir> also saves a screenshot of each page in each look and at 390 px.

const ROUTES = [
  'uiTypography',
  'uiIcons',
  'componentsAccordion',
  'componentsAlerts',
  'componentsAvatars',
  'componentsBadges',
  'componentsButtons',
  'componentsButtonGroup',
  'componentsChips',
  'componentsDialogs',
  'componentsList',
  'componentsMenu',
] as const satisfies readonly (keyof typeof ADMIN_ROUTES)[];

const SHOTS = process.env.SHOWCASE_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const LOOKS: { name: string; look: Look }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' } },
  { name: 'dark', look: { mode: 'dark', lng: 'en' } },
  { name: 'ar', look: { mode: 'light', lng: 'ar' } },
];

/** The page's heading is shown and its requests are done (the buttons page keeps loading buttons busy on purpose). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const axeFinds = (page: Page) => axeViolations(page, { include: ['#main-content'] });

/** Opens every menu button of the main area and closes its menu with Escape; focus returns to the button. */
async function menusOpenAndClose(page: Page) {
  const triggers = page.locator('#main-content [aria-haspopup="menu"]');
  const count = await triggers.count();
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i);
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }
  return count;
}

test.describe.configure({ mode: 'serial' });

let admin: Session;
let client: Session;
test.beforeAll(async ({ baseURL }) => {
  admin = await signInDemo(baseURL!, 'admin');
  client = await signInDemo(baseURL!, 'client');
});

for (const { name, look } of LOOKS) {
  test(`the admin walks the showcase pages (${name}): axe finds nothing${name === 'light' ? '; dialogs, menus and a code view open and close' : ''}`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context: BrowserContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await storeSession(context, admin, look);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      for (const route of ROUTES) {
        await test.step(route, async () => {
          await openInApp(page, ADMIN_ROUTES[route].path);
          await settle(page);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
          expect(await axeFinds(page), `${route} ${name}`).toEqual([]);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/${route}-${name}.png`, fullPage: true });
          expect(errors.splice(0)).toEqual([]);
        });
      }
      if (name !== 'light') return;

      await test.step('a code view opens, shows the example source and copies it', async () => {
        await page.goto(ADMIN_ROUTES.componentsAccordion.path);
        await settle(page);
        const toggle = page.getByRole('button', { name: 'Source code: Simple' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const source = page.getByRole('region', { name: 'Source code' });
        await expect(source).toContainText('export default function AccordionSimple()');
        await expect(source).toContainText("import { Accordion } from '@/components/ui/Accordion';");
        expect(await axeFinds(page)).toEqual([]);
        await page.getByRole('button', { name: 'Copy', exact: true }).click();
        await expect(page.getByText('Source code copied')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('AccordionSimple');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(source).toBeHidden();
      });

      await test.step('every dialog opens and closes with Escape, focus back on its button', async () => {
        await page.goto(ADMIN_ROUTES.componentsDialogs.path);
        await settle(page);
        const openers = [
          'Open simple dialog',
          'Open alert dialog',
          'Slide in',
          'Fade in',
          'Open form dialog',
          'Open customized dialog',
          'Open full-screen dialog',
          'Size sm',
          'Size md',
          'Size lg',
          'Size xl',
          'Open responsive dialog',
          'Delete draft',
          'Scroll inside',
          'Scroll the page',
        ];
        for (const label of openers) {
          const opener = page.getByRole('button', { name: label, exact: true });
          await opener.click();
          // Headless UI's dialog root is 0×0 (its panel is fixed): count it, and see its title
          const dialog = page.locator('[role="dialog"],[role="alertdialog"]');
          await expect(dialog, label).toHaveCount(1);
          await expect(dialog.locator('h2').first(), label).toBeVisible();
          if (label === 'Open alert dialog')
            await expect(page.getByRole('alertdialog', { name: 'Use the location service?' })).toHaveCount(1);
          if (label === 'Scroll inside') expect(await axeFinds(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(dialog, label).toHaveCount(0);
          await expect(opener, label).toBeFocused();
        }
      });

      await test.step('every menu opens and closes with Escape; the context menu from the keyboard', async () => {
        await page.goto(ADMIN_ROUTES.componentsMenu.path);
        await settle(page);
        expect(await menusOpenAndClose(page)).toBe(5);

        const area = page.getByRole('region', { name: /Document preview/ });
        await area.focus();
        await page.keyboard.press('Shift+F10');
        const menu = page.getByRole('menu', { name: 'Document actions' });
        await expect(menu).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Copy' })).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('menuitem', { name: 'Print' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
        await expect(area).toBeFocused();

        await area.click({ button: 'right' });
        await expect(menu).toBeVisible();
        await page.getByRole('menuitem', { name: 'Share' }).click();
        await expect(page.getByText('Chosen: Share')).toBeVisible();

        // the split button's menu on the button-group page
        await page.goto(ADMIN_ROUTES.componentsButtonGroup.path);
        await settle(page);
        expect(await menusOpenAndClose(page)).toBe(1);
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('the showcase pages fit 390 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await storeSession(context, admin, { mode: 'light', lng: 'en' });
  const page = await context.newPage();
  for (const route of ROUTES) {
    await page.goto(ADMIN_ROUTES[route].path);
    await settle(page);
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${route} overflows sideways`).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${route}-phone.png`, fullPage: true });
  }
  await context.close();
});

test('a client gets the 401 page on every showcase page', async ({ browser }) => {
  const context = await browser.newContext();
  await storeSession(context, client);
  const page = await context.newPage();
  const paths = ROUTES.map((route) => ADMIN_ROUTES[route].path);
  await expectNotAuthorizedOnEach(page, paths, async (path) => {
    await expect(page.getByText('401'), path).toBeVisible();
    await expect(page.locator('#main-content [aria-controls]'), path).toHaveCount(0);
  });
  await context.close();
});
