import type { Page } from '@playwright/test';
import { expect, test } from './shell-fixtures';

// Below lg (here a 390×844 phone) the menu is a temporary drawer: menu button, Escape,
// navigation, and a swipe from the start edge (20 px strip, 52 % hysteresis, 450 px/s flick).

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const drawerPanel = (page: Page) => page.locator('#nav-drawer');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation' });

/** Share of the drawer on screen, from its bounding box (0 closed, 1 open). */
async function drawerShown(page: Page, dir: 'ltr' | 'rtl' = 'ltr'): Promise<number> {
  const box = await drawerPanel(page).boundingBox();
  if (!box || !(await drawerPanel(page).isVisible())) return 0;
  const width = page.viewportSize()!.width;
  const onScreen = dir === 'ltr' ? box.x + box.width : width - box.x;
  return Math.round((Math.max(0, Math.min(box.width, onScreen)) / box.width) * 100) / 100;
}

/**
 * A touch drag through the browser's own input pipeline (CDP), with explicit event times so the
 * speed is what the test says, however busy the machine is.
 */
async function swipe(page: Page, fromX: number, toX: number, { steps = 12, stepMs = 50, y = 420 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const point = (x: number) => [{ x, y, radiusX: 4, radiusY: 4, force: 1, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(fromX),
    timestamp: start,
  });
  for (let i = 1; i <= steps; i++) {
    const x = fromX + ((toX - fromX) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x),
      timestamp: start + (i * stepMs) / 1000,
    });
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
    timestamp: start + ((steps + 1) * stepMs) / 1000,
  });
  await cdp.detach();
}

async function open(page: Page, lng = 'en') {
  await page.goto('/client/dashboards');
  await expect(menuButton(page).or(page.getByRole('button', { name: 'فتح قائمة التنقل' }))).toBeVisible();
  await expect(page.locator('#main-content')).toBeVisible();
  expect(await drawerShown(page, lng === 'ar' ? 'rtl' : 'ltr')).toBe(0);
}

test('the menu button opens the drawer; Escape and choosing a page close it', async ({ page }) => {
  await open(page);
  await expect(page.locator('aside[data-nav-surface][data-collapsed]')).toHaveCount(0);
  await menuButton(page).click();
  await expect.poll(() => drawerShown(page)).toBe(1);
  expect(Math.round((await drawerPanel(page).boundingBox())!.width)).toBe(260);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect.poll(() => drawerShown(page)).toBe(0);
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await expect.poll(() => drawerShown(page)).toBe(1);
  await drawerPanel(page).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/client\/transaksi\/pembayaran\/list$/);
  await expect.poll(() => drawerShown(page)).toBe(0);

  // Tab stays inside the open drawer.
  await menuButton(page).click();
  await expect.poll(() => drawerShown(page)).toBe(1);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await drawerPanel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // The backdrop closes it too.
  await page.mouse.click(360, 420);
  await expect.poll(() => drawerShown(page)).toBe(0);
});

test('a slow swipe from the edge opens past 52 % of the width and falls back before it', async ({ page }) => {
  await open(page);
  // 105 px of 260 (40 %), slowly (about 170 px/s): stays closed.
  await swipe(page, 5, 110);
  await expect.poll(() => drawerShown(page)).toBe(0);
  // 195 px (75 %), slowly: opens.
  await swipe(page, 5, 200, { steps: 20 });
  await expect.poll(() => drawerShown(page)).toBe(1);
  // Dragged back by 40 % of its width: stays open; by 70 %: closes.
  await swipe(page, 250, 146);
  await expect.poll(() => drawerShown(page)).toBe(1);
  await swipe(page, 250, 68, { steps: 20 });
  await expect.poll(() => drawerShown(page)).toBe(0);
});

test('a quick flick opens it from a short drag; a swipe outside the 20 px strip does nothing', async ({
  page,
}) => {
  await open(page);
  // 75 px in 40 ms: far above 450 px/s.
  await swipe(page, 5, 80, { steps: 4, stepMs: 10 });
  await expect.poll(() => drawerShown(page)).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => drawerShown(page)).toBe(0);

  await swipe(page, 40, 300, { steps: 20 });
  await page.waitForTimeout(400);
  expect(await drawerShown(page)).toBe(0);
});

test.describe('in Arabic', () => {
  test.use({ initialStorage: { i18nextLng: 'ar' } });

  test('the drawer comes from the right and opens by a swipe from the right edge', async ({ page }) => {
    await open(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await swipe(page, 385, 160, { steps: 20 });
    await expect.poll(() => drawerShown(page, 'rtl')).toBe(1);
    const box = (await drawerPanel(page).boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(390);
    await expect(drawerPanel(page).getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
  });
});

test('below lg the layout is vertical; the horizontal choice comes back on a wide screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/client/dashboards');
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  await page
    .getByRole('radiogroup', { name: 'Menu layout' })
    .getByRole('radio', { name: 'Horizontal' })
    .check();
  await page.keyboard.press('Escape');
  const topMenu = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: /Transactions/ });
  await expect(topMenu).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menuButton(page)).toBeVisible();
  await expect(topMenu).toHaveCount(0);

  await page.setViewportSize({ width: 1300, height: 900 });
  await expect(topMenu).toBeVisible();
  await expect(menuButton(page)).toHaveCount(0);
});
