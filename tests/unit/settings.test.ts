import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  loadSettings,
  resetSettingsAtom,
  SETTINGS_STORAGE_KEY,
  sanitizeSettings,
  saveSettings,
  settingsAtom,
  UNSAVED_SETTINGS,
} from '@/lib/settings';

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null');

describe('settings defaults', () => {
  it('match the original template: vertical, light, full width, toasts top-right', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      layout: 'vertical',
      mode: 'light',
      contentWidth: 'full',
      toastPosition: 'top-right',
      skin: 'default',
      themeColor: 'primary',
      navCollapsed: false,
      navHidden: false,
      direction: 'ltr',
      verticalNavToggleType: 'accordion',
    });
  });

  it('are what a first visit gets', () => {
    expect(loadSettings(localStorage)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('saving settings', () => {
  it('keeps everything except appBar, footer, layout, navHidden, lastLayout and toastPosition', () => {
    saveSettings({
      ...DEFAULT_SETTINGS,
      mode: 'dark',
      skin: 'bordered',
      navCollapsed: true,
      appBar: 'hidden',
      footer: 'fixed',
      layout: 'horizontal',
      lastLayout: 'horizontal',
      navHidden: true,
      toastPosition: 'bottom-left',
    });
    const saved = stored();
    expect(saved).toMatchObject({ mode: 'dark', skin: 'bordered', navCollapsed: true });
    for (const key of UNSAVED_SETTINGS) expect(saved).not.toHaveProperty(key);
    expect(Object.keys(saved).sort()).toEqual(
      [
        'appBarBlur',
        'contentWidth',
        'direction',
        'mode',
        'navCollapsed',
        'skin',
        'themeColor',
        'verticalNavToggleType',
      ].sort(),
    );
  });

  it('starts session-only settings at their defaults even when storage holds them', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        mode: 'dark',
        layout: 'horizontal',
        appBar: 'hidden',
        footer: 'hidden',
        navHidden: true,
      }),
    );
    const loaded = loadSettings(localStorage);
    expect(loaded.mode).toBe('dark');
    expect(loaded.layout).toBe('vertical');
    expect(loaded.appBar).toBe('fixed');
    expect(loaded.footer).toBe(DEFAULT_SETTINGS.footer);
    expect(loaded.navHidden).toBe(false);
  });

  it('ignores unknown keys, wrong values and broken JSON', () => {
    expect(sanitizeSettings({ mode: 'purple', skin: 'bordered', navCollapsed: 'yes', evil: 1 })).toEqual({
      skin: 'bordered',
    });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings(localStorage)).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(SETTINGS_STORAGE_KEY, '"dark"');
    expect(loadSettings(localStorage)).toEqual(DEFAULT_SETTINGS);
  });

  it('takes the direction from the stored language (Arabic is right-to-left)', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ direction: 'ltr' }));
    localStorage.setItem('i18nextLng', 'ar');
    expect(loadSettings(localStorage).direction).toBe('rtl');
    localStorage.setItem('i18nextLng', 'fr');
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ direction: 'rtl' }));
    expect(loadSettings(localStorage).direction).toBe('ltr');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveSettings(DEFAULT_SETTINGS, broken)).not.toThrow();
  });
});

describe('settings atom', () => {
  beforeEach(() => localStorage.clear());

  it('reads the saved settings the first time and merges patches', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: 'dark', themeColor: 'info' }));
    const store = createStore();
    expect(store.get(settingsAtom)).toMatchObject({ mode: 'dark', themeColor: 'info', layout: 'vertical' });
    store.set(settingsAtom, { navCollapsed: true });
    store.set(settingsAtom, (s) => ({ mode: s.mode === 'dark' ? 'light' : 'dark' }));
    expect(store.get(settingsAtom)).toMatchObject({ mode: 'light', navCollapsed: true, themeColor: 'info' });
    expect(stored()).toMatchObject({ mode: 'light', navCollapsed: true, themeColor: 'info' });
  });

  it('keeps the same settings object, and tells no subscriber, when a patch changes nothing', () => {
    const store = createStore();
    const before = store.get(settingsAtom);
    let told = 0;
    store.sub(settingsAtom, () => told++);
    store.set(settingsAtom, { direction: before.direction, mode: before.mode });
    store.set(settingsAtom, () => ({ layout: before.layout }));
    expect(store.get(settingsAtom)).toBe(before);
    expect(told).toBe(0);
    store.set(settingsAtom, { mode: before.mode === 'dark' ? 'light' : 'dark' });
    expect(store.get(settingsAtom)).not.toBe(before);
    expect(told).toBe(1);
  });

  it('changes session-only settings without saving them', () => {
    const store = createStore();
    store.set(settingsAtom, { layout: 'horizontal', lastLayout: 'horizontal', appBar: 'static' });
    expect(store.get(settingsAtom)).toMatchObject({ layout: 'horizontal', appBar: 'static' });
    expect(stored()).not.toHaveProperty('layout');
    expect(stored()).not.toHaveProperty('appBar');
    expect(loadSettings(localStorage).layout).toBe('vertical');
  });

  it('resets to the defaults, keeping what the caller asks to keep', () => {
    const store = createStore();
    store.set(settingsAtom, { mode: 'dark', skin: 'semi-dark', direction: 'rtl', contentWidth: 'boxed' });
    store.set(resetSettingsAtom, { direction: 'rtl' });
    expect(store.get(settingsAtom)).toEqual({ ...DEFAULT_SETTINGS, direction: 'rtl' });
    expect(stored()).toMatchObject({ mode: 'light', skin: 'default', contentWidth: 'full' });
  });
});
