import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES } from '../../contract/routes/admin';
import { sidewaysOverflow } from './lib/pages';
import { signInDemo, storeSession } from './lib/session';

// Every page of the kit's showcase (UI, components, cards, forms, tables, charts, dialog examples)
// at phone width in Arabic: nothing pushes the page sideways, to either side. A wide part (a
// table, a chart, a code view) scrolls inside its own box instead. Kit A's spec checks its pages
// at the same width in English.

const SHOWCASE = /^\/(ui|components|forms|tables|charts)\/|^\/pages\/dialog-examples$/;
const PATHS = Object.values(ADMIN_ROUTES)
  .map((route) => route.path)
  .filter((path) => SHOWCASE.test(path));

test('every showcase page fits 390 px, right to left', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  expect(PATHS.length, 'the showcase routes are found').toBeGreaterThan(40);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await storeSession(context, await signInDemo(baseURL!, 'admin'), { mode: 'light', lng: 'ar' });
  const page = await context.newPage();
  const overflowing: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) overflowing.push(`${path} (+${overflow} px)`);
  }
  await context.close();
  expect(overflowing, 'pages wider than the phone').toEqual([]);
});
