import { expect, type Page } from '@playwright/test';
import type { Look } from './session';

// The three looks the axe checks cover (light, dark, Arabic right to left), and switching an open
// page to one of them: the stored settings and language, then a reload.

export const LOOKS: [string, Look][] = [
  ['light', { mode: 'light', lng: 'en' }],
  ['dark', { mode: 'dark', lng: 'en' }],
  ['arabic-rtl', { mode: 'light', lng: 'ar' }],
];

/** Reloads `page` in `look` and waits until the document says so (dir and data-mode). */
export async function applyLook(page: Page, look: Look) {
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
  await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('data-mode', look.mode!);
}
