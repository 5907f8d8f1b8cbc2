import type { Settings } from './types';

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  skin: 'default',
  mode: 'light',
  appBar: 'fixed',
  footer: 'static',
  layout: 'vertical',
  lastLayout: 'vertical',
  contentWidth: 'full',
  navHidden: false,
  navCollapsed: false,
  appBarBlur: true,
  direction: 'ltr',
  themeColor: 'primary',
  verticalNavToggleType: 'accordion',
  toastPosition: 'top-right',
});

/** localStorage key of the saved settings; public/boot.js reads the same key before first paint. */
export const SETTINGS_STORAGE_KEY = 'settings';

/** Kept for the session only, never saved (as in the original template). */
export const UNSAVED_SETTINGS = [
  'appBar',
  'footer',
  'layout',
  'navHidden',
  'lastLayout',
  'toastPosition',
] as const satisfies readonly (keyof Settings)[];

/** Boxed content width, px. */
export const BOXED_CONTENT_WIDTH = 1440;
/** Vertical navigation widths, px. */
export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 68;
