import type { Locator, Page } from '@playwright/test';
import { expect, openShell, test } from './shell-fixtures';

// The application shell at desktop width (1440×900): search, keyboard use, language and
// direction, settings that persist, the collapsed navigation, notifications.

// A busy two-core machine runs these with the rest of the suite: allow for slow page loads.
test.describe.configure({ timeout: 120_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The visible panel of a Headless UI dialog (its role="dialog" root is 0×0). */
const panelOf = (dialog: Locator) => dialog.locator('[id^="headlessui-dialog-panel"]');

/** Presses Tab until `target` has focus (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('Ctrl+/ search', () => {
  test('opens with the shortcut, finds a page, goes there, and closes with Escape', async ({ page }) => {
    await openShell(page);
    await page.keyboard.press('Control+/');
    const input = page.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeFocused();
    await input.pressSequentially('pay');
    const option = page.getByRole('option', { name: 'Payments' });
    await expect(option).toBeVisible();
    await expect(page.getByRole('group', { name: 'Pages' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/transaksi\/pembayaran\/list$/);
    await expect(input).toBeHidden();

    // The app bar's icon opens it too; Escape closes it and focus returns to the icon.
    const trigger = page.getByRole('button', { name: 'Search', exact: true });
    await trigger.click();
    await expect(input).toBeFocused();
    await input.fill('zzqx');
    await expect(page.getByText('No results found!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Cmd+/ opens it too and choosing with the mouse navigates', async ({ page }) => {
    await openShell(page, '/client/invoice/list');
    await page.keyboard.press('Meta+/');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.pressSequentially('dash');
    await page.getByRole('option', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/client\/dashboards$/);
  });

  test('typing never waits for a slow server; stale requests are cancelled; pages match at once', async ({
    page,
  }) => {
    await page.clock.install();
    await openShell(page);
    const queries: string[] = [];
    const cancelled: string[] = [];
    await page.route('**/api/app-bar/search**', async (route) => {
      queries.push(new URL(route.request().url()).searchParams.get('q') ?? '');
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => undefined); // the page aborted it meanwhile
    });
    page.on('requestfailed', (request) => {
      if (request.url().includes('/app-bar/search'))
        cancelled.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    await page.keyboard.press('Control+/');
    const input = page.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeFocused();

    // Time stands still while typing: every keystroke lands at once, no request goes out.
    await page.clock.pauseAt(Date.now() + 60_000);
    await input.pressSequentially('settings');
    await expect(input).toHaveValue('settings');
    expect(queries).toEqual([]);
    // After the debounce, one request for the whole word.
    await page.clock.runFor(250);
    await expect.poll(() => queries).toEqual(['settings']);

    // A newer query while that one is still on its way cancels it.
    await input.press('Backspace');
    await page.clock.runFor(250);
    await expect.poll(() => queries).toEqual(['settings', 'setting']);
    await expect.poll(() => cancelled).toEqual(['settings']);
    await page.clock.resume();
    await expect(page.getByRole('option', { name: 'Settings' })).toBeVisible();

    // The pages group follows each keystroke at once, without the server: 'setting x' names no
    // page; the answer then says nothing else matches either.
    await input.pressSequentially(' x');
    await expect(input).toHaveValue('setting x');
    await expect(page.getByRole('option', { name: 'Settings' })).toHaveCount(0);
    await expect(page.getByText('No results found!')).toBeVisible();
  });
});

test.describe('keyboard only', () => {
  test('the skip link, the menu and its groups work from the keyboard', async ({ page }) => {
    await openShell(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    await page.reload();
    await expect(nav(page)).toBeVisible();
    const group = nav(page).getByRole('button', { name: 'Bills' });
    await tabTo(page, group);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const billList = nav(page).getByRole('link', { name: 'Bill List' });
    await expect(billList).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/invoice\/list$/);
    await expect(billList).toHaveAttribute('aria-current', 'page');

    await tabTo(page, nav(page).getByRole('link', { name: 'Payments' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/transaksi\/pembayaran\/list$/);
    // Accordion: the bills group stays open only while the page is inside it.
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  test('the user menu and the language menu open, move and close from the keyboard', async ({ page }) => {
    await openShell(page);
    const userButton = page.getByRole('button', { name: /^Account menu/ });
    await tabTo(page, userButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('Budi Santoso');
    await expect(menu).toContainText('Client');
    const box = await menu.boundingBox();
    expect(Math.round(box!.width)).toBe(230);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(userButton).toBeFocused();

    // Opened from the keyboard, the menu focuses its first item; arrows move.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    // the help pages are a client's too (issue 20: the FAQ and help center from the user menu)
    for (const next of ['FAQ', 'Help Center', 'Logout']) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: next })).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(userButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/pengaturan\/?$/);

    const language = page.getByRole('button', { name: 'Change language' });
    await tabTo(page, language);
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['English', 'Indonesia', 'French', 'Arabic']);
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Indonesia' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const indonesianNav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(indonesianNav.getByRole('link', { name: 'Pembayaran' })).toBeVisible();
    await expect(indonesianNav.getByText('Transaksi & Faktur Pajak')).toBeVisible();
  });

  test('the notifications menu is reachable and closes with Escape', async ({ page }) => {
    await openShell(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('menu', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  });
});

test.describe('Arabic', () => {
  test('switching to Arabic mirrors the layout: rtl, nav on the right, drawers from the left', async ({
    page,
  }) => {
    await openShell(page);
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: 'Arabic' }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    const arabicNav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(arabicNav.getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();

    const viewport = page.viewportSize()!;
    const box = (await page.locator('aside[data-nav-surface]').boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(viewport.width);
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    const main = (await page.locator('#main-content').boundingBox())!;
    expect(main.x + main.width).toBeLessThanOrEqual(box.x + 1);

    // The customizer drawer comes from the inline end: the left in Arabic.
    await page.getByRole('button', { name: 'فتح أداة تخصيص المظهر' }).click();
    const drawer = panelOf(page.getByRole('dialog', { name: /تخصيص المظهر/ }));
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);

    // The choice survives a reload, applied before the app starts.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(arabicNav).toBeVisible();
  });
});

test.describe('settings', () => {
  test('persist after a reload, except app bar, footer, layout, navHidden and toast position', async ({
    page,
  }) => {
    await openShell(page);
    await page.getByRole('button', { name: 'Open theme customizer' }).click();
    const customizer = page.getByRole('dialog', { name: /Theme Customizer/ });
    await expect(panelOf(customizer)).toBeVisible();
    const box = (await panelOf(customizer).boundingBox())!;
    expect(Math.round(box.width)).toBe(400);

    const group = (name: string) => customizer.getByRole('radiogroup', { name, exact: true });
    await group('Skin').getByRole('radio', { name: 'Bordered' }).check();
    await group('Mode').getByRole('radio', { name: 'Dark' }).check();
    await customizer.getByRole('radio', { name: 'Green' }).check({ force: true });
    await group('Content width').getByRole('radio', { name: 'Boxed' }).check();
    await group('Menu groups')
      .getByRole('radio', { name: /Collapse/ })
      .check();
    await customizer.getByRole('switch', { name: 'Blur the app bar' }).uncheck();
    await customizer.getByRole('switch', { name: 'Menu collapsed' }).check();
    // Session-only ones:
    await group('App bar').getByRole('radio', { name: 'Static' }).check();
    await group('Footer').getByRole('radio', { name: 'Fixed' }).check();
    await customizer.getByLabel('Toast position').selectOption('bottom-left');
    await group('Menu layout').getByRole('radio', { name: 'Horizontal' }).check();

    // Applied live.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mode', 'dark');
    await expect(html).toHaveAttribute('data-skin', 'bordered');
    await expect(html).toHaveAttribute('data-theme-color', 'success');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /Transactions/ }),
    ).toBeVisible();

    await page.reload();
    await expect(html).toHaveAttribute('data-mode', 'dark');
    await expect(html).toHaveAttribute('data-skin', 'bordered');
    await expect(html).toHaveAttribute('data-theme-color', 'success');
    // Layout is back to vertical, collapsed as saved.
    const aside = page.locator('aside[data-nav-surface]');
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => Math.round((await aside.boundingBox())?.width ?? 0)).toBe(68);

    await page.getByRole('button', { name: 'Open theme customizer' }).click();
    await expect(group('Content width').getByRole('radio', { name: 'Boxed' })).toBeChecked();
    await expect(group('Menu groups').getByRole('radio', { name: /Collapse/ })).toBeChecked();
    await expect(customizer.getByRole('switch', { name: 'Blur the app bar' })).not.toBeChecked();
    await expect(group('App bar').getByRole('radio', { name: 'Fixed' })).toBeChecked();
    await expect(group('Footer').getByRole('radio', { name: 'Static' })).toBeChecked();
    await expect(group('Menu layout').getByRole('radio', { name: 'Vertical' })).toBeChecked();
    await expect(customizer.getByLabel('Toast position')).toHaveValue('top-right');

    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('settings'))) ?? '{}');
    for (const key of ['appBar', 'footer', 'layout', 'navHidden', 'lastLayout', 'toastPosition']) {
      expect(saved).not.toHaveProperty(key);
    }

    // Reset brings the defaults back.
    await customizer.getByRole('button', { name: 'Reset settings' }).click();
    await expect(html).toHaveAttribute('data-mode', 'light');
    await expect(html).toHaveAttribute('data-skin', 'default');
    await expect(html).toHaveAttribute('data-theme-color', 'primary');
    await expect(group('Content width').getByRole('radio', { name: 'Full' })).toBeChecked();
  });

  test('app bar hidden and footer hidden leave only the content', async ({ page }) => {
    await openShell(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.getByRole('button', { name: 'Open theme customizer' }).click();
    const customizer = page.getByRole('dialog', { name: /Theme Customizer/ });
    await customizer
      .getByRole('radiogroup', { name: 'App bar', exact: true })
      .getByRole('radio', { name: 'Hidden' })
      .check();
    await customizer
      .getByRole('radiogroup', { name: 'Footer', exact: true })
      .getByRole('radio', { name: 'Hidden' })
      .check();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('vertical navigation', () => {
  test('collapses to 68 px icons and widens to 260 px while hovered', async ({ page }) => {
    await openShell(page);
    const aside = page.locator('aside[data-nav-surface]');
    const width = async () => Math.round((await aside.boundingBox())?.width ?? 0);
    await expect.poll(width).toBe(260);
    const mainX = async () => Math.round((await page.locator('#main-content').boundingBox())?.x ?? 0);

    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await page.mouse.move(900, 500);
    await expect.poll(width).toBe(68);
    await expect(aside).toHaveAttribute('data-expanded', 'false');
    const collapsedX = await mainX();
    expect(collapsedX).toBe(68);
    // Icons only: the labels are there for screen readers, not on screen.
    await expect(nav(page).getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(nav(page).getByText('Payments')).toHaveClass(/sr-only/);

    await aside.hover();
    await expect.poll(width).toBe(260);
    await expect(aside).toHaveAttribute('data-expanded', 'true');
    await expect(nav(page).getByText('Payments')).not.toHaveClass(/sr-only/);
    // It widens over the content: the content does not move.
    expect(await mainX()).toBe(collapsedX);

    await page.mouse.move(900, 500);
    await expect.poll(width).toBe(68);

    // Pinned open again from the hovered header.
    await aside.hover();
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await page.mouse.move(900, 500);
    await expect.poll(width).toBe(260);
  });

  test('opens the group of the current page by itself and marks the page', async ({ page }) => {
    await openShell(page, '/client/invoice/list');
    await expect(nav(page).getByRole('button', { name: 'Bills' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Bill List' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('a group grows open in 200 ms, and at once when reduced motion is asked for', async ({ page }) => {
    await openShell(page, '/client/invoice/list');
    const group = page.locator(
      `[id="${await nav(page).getByRole('button', { name: 'Bills' }).getAttribute('aria-controls')}"]`,
    );
    const seconds = () =>
      group.locator('..').evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration));
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await seconds()).toBe(0.2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seconds()).toBeLessThan(0.001);
  });

  test('the horizontal layout has 260 px dropdowns with nested groups', async ({ page }) => {
    await openShell(page);
    await page.getByRole('button', { name: 'Open theme customizer' }).click();
    await page
      .getByRole('radiogroup', { name: 'Menu layout' })
      .getByRole('radio', { name: 'Horizontal' })
      .check();
    await page.keyboard.press('Escape');
    const top = page.getByRole('navigation', { name: 'Main navigation' });
    // hovering opens it; the click that usually follows must not toggle it shut again
    await top.getByRole('button', { name: /Transactions/ }).hover();
    await expect(page.getByRole('menu')).toBeVisible();
    await top.getByRole('button', { name: /Transactions/ }).click();
    await page.waitForTimeout(300);
    const dropdown = page.getByRole('menu').first();
    await expect(dropdown).toBeVisible();
    expect(Math.round((await dropdown.boundingBox())!.width)).toBe(260);
    await page.getByRole('menuitem', { name: 'Bills' }).hover();
    await page.getByRole('menuitem', { name: 'Bill List' }).click();
    await expect(page).toHaveURL(/\/client\/invoice\/list$/);
  });
});

test.describe('app bar', () => {
  test.use({ account: 'client2' });

  test('notifications come from the server, show "{n} New" and are all read at once', async ({ page }) => {
    await openShell(page);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const unread = Number((await bell.getAttribute('aria-label'))!.match(/(\d+)/)![1]);
    await bell.click();
    const panel = page.getByRole('menu', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    expect(Math.round((await panel.boundingBox())!.width)).toBe(380);
    await expect(panel.getByText(`${unread} New`)).toBeVisible();
    // worded in the reader's language from its type, not the Indonesian text stored with it (issue 15)
    await expect(panel.getByText('Welcome to Portal Pajak')).toBeVisible();
    await expect(panel.getByText('Selamat datang di Portal Pajak')).toHaveCount(0);
    await panel.getByRole('menuitem', { name: 'Read All Notifications' }).click();
    await expect(panel.getByText(`${unread} New`)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  test('light/dark toggle, scroll-to-top after 400 px, and logout', async ({ page }) => {
    await openShell(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');

    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.getElementById('main-content')!.append(filler);
    });
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 390));
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toHaveCount(0);

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
