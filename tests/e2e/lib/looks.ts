import { expect, type Page } from '@playwright/test';
import type { Look } from './session';

// The three looks the axe checks cover (light, dark, Arabic right to left), and switching an open
// page to one of them: the stored settings and language, then a reload.

export const LOOKS: [string, Look][] = [
  ['light', { mode: 'light', lng: 'en' }],
  ['dark', { mode: 'dark', lng: 'en' }],
  ['arabic-rtl', { mode: 'light', lng: 'ar' }],
];

/**
 * Reloads `page` in `look` and waits until the document says so (dir and data-mode). The portal
 * may still write its settings while the page unloads, over the ones just stored: then once more.
 */
export async function applyLook(page: Page, look: Look) {
  const dir = look.lng === 'ar' ? 'rtl' : 'ltr';
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.evaluate(
      ([mode, lng]) => {
        localStorage.setItem(
          'settings',
          JSON.stringify({ ...JSON.parse(localStorage.getItem('settings') ?? '{}'), mode }),
        );
        localStorage.setItem('i18nextLng', lng!);
      },
      [look.mode, look.lng] as const,
    );
    await page.reload();
    const html = page.locator(`html[dir="${dir}"][data-mode="${look.mode}"]`);
    if (
      await html.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      break;
  }
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.locator('html')).toHaveAttribute('data-mode', look.mode!);
}
