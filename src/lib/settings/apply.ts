import { BOXED_CONTENT_WIDTH, NAV_COLLAPSED_WIDTH, NAV_WIDTH } from './defaults';
import type { Settings } from './types';

/**
 * Mirrors the settings onto <html>: data attributes the theme CSS keys on (public/boot.js sets
 * the same ones before first paint), the direction, and a few size variables for the layout.
 */
export function applySettingsToDocument(
  settings: Settings,
  root: HTMLElement = document.documentElement,
): void {
  root.setAttribute('data-mode', settings.mode);
  root.classList.toggle('dark', settings.mode === 'dark');
  root.setAttribute('data-skin', settings.skin);
  root.setAttribute('data-theme-color', settings.themeColor);
  if (root.getAttribute('dir') !== settings.direction) root.setAttribute('dir', settings.direction);
  root.style.setProperty('--nav-width', `${NAV_WIDTH}px`);
  root.style.setProperty('--nav-collapsed-width', `${NAV_COLLAPSED_WIDTH}px`);
  root.style.setProperty(
    '--content-max-width',
    settings.contentWidth === 'boxed' ? `${BOXED_CONTENT_WIDTH}px` : 'none',
  );
}
