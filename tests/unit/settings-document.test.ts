import { describe, expect, it } from 'vitest';
import { toasterPosition, toastOptions } from '@/layouts/toasts';
import { applySettingsToDocument, DEFAULT_SETTINGS } from '@/lib/settings';

describe('settings on <html>', () => {
  it('sets mode, skin, theme colour, direction and the layout size variables', () => {
    const root = document.createElement('html');
    applySettingsToDocument(
      {
        ...DEFAULT_SETTINGS,
        mode: 'dark',
        skin: 'semi-dark',
        themeColor: 'warning',
        direction: 'rtl',
        contentWidth: 'boxed',
      },
      root,
    );
    expect(root.dataset.mode).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset.skin).toBe('semi-dark');
    expect(root.dataset.themeColor).toBe('warning');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.style.getPropertyValue('--content-max-width')).toBe('1440px');
    expect(root.style.getPropertyValue('--nav-width')).toBe('260px');
    expect(root.style.getPropertyValue('--nav-collapsed-width')).toBe('68px');

    applySettingsToDocument({ ...DEFAULT_SETTINGS }, root);
    expect(root.dataset.mode).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.style.getPropertyValue('--content-max-width')).toBe('none');
  });
});

describe('toasts', () => {
  it('last 4000 ms by default and for errors, 2000 ms for success, and loading stays', () => {
    expect(toastOptions.duration).toBe(4000);
    expect(toastOptions.error?.duration).toBe(4000);
    expect(toastOptions.success?.duration).toBe(2000);
    expect(toastOptions.loading?.duration).toBe(Number.POSITIVE_INFINITY);
  });

  it('take the mirrored corner in right-to-left', () => {
    expect(toasterPosition('top-right', 'ltr')).toBe('top-right');
    expect(toasterPosition('top-right', 'rtl')).toBe('top-left');
    expect(toasterPosition('bottom-left', 'rtl')).toBe('bottom-right');
    expect(toasterPosition('top-center', 'rtl')).toBe('top-center');
  });
});
