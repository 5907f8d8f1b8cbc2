import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, UNSAVED_SETTINGS } from './defaults';
import { BOOLEAN_SETTINGS, type Direction, SETTING_CHOICES, type Settings } from './types';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const unsaved = new Set<string>(UNSAVED_SETTINGS);

/** localStorage when it is usable (private modes and tests may throw), else nothing. */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps only known settings with valid values; anything else in storage is ignored. */
export function sanitizeSettings(raw: unknown): Partial<Settings> {
  if (!raw || typeof raw !== 'object') return {};
  const source = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, choices] of Object.entries(SETTING_CHOICES)) {
    const value = source[key];
    if (typeof value === 'string' && (choices as readonly string[]).includes(value)) out[key] = value;
  }
  for (const key of BOOLEAN_SETTINGS) {
    if (typeof source[key] === 'boolean') out[key] = source[key];
  }
  return out as Partial<Settings>;
}

/** The saved part of the settings (everything except the session-only keys). */
export function savedPart(settings: Settings): Partial<Settings> {
  return Object.fromEntries(
    Object.entries(settings).filter(([key]) => !unsaved.has(key)),
  ) as Partial<Settings>;
}

/** The direction the stored language implies (i18n keeps it in 'i18nextLng'), if one is stored. */
function languageDirection(storage: KeyValueStore): Direction | undefined {
  const lng = storage.getItem('i18nextLng');
  if (!lng) return undefined;
  return lng.split('-')[0] === 'ar' ? 'rtl' : 'ltr';
}

/** Settings at start: defaults, overlaid with the saved ones; session-only keys always start at default. */
export function loadSettings(storage: KeyValueStore | null = browserStorage()): Settings {
  if (!storage) return { ...DEFAULT_SETTINGS };
  let stored: Partial<Settings> = {};
  try {
    stored = sanitizeSettings(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}'));
  } catch {
    stored = {};
  }
  for (const key of UNSAVED_SETTINGS) delete stored[key];
  const settings: Settings = { ...DEFAULT_SETTINGS, ...stored };
  // The language decides the direction on every start (i18n applies it too), so both agree.
  return { ...settings, direction: languageDirection(storage) ?? settings.direction };
}

export function saveSettings(settings: Settings, storage: KeyValueStore | null = browserStorage()): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(savedPart(settings)));
  } catch {
    // storage full or blocked: the settings still apply for this session
  }
}
