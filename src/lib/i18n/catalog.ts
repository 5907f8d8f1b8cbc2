import { english, mergeTrees, type TranslationTree } from './english';
import { LANGUAGE_STORAGE_KEY, storedLanguage, textDirection } from './languages';
import { type TranslateOptions, translate } from './translate';

// The one place translations and the current language live. Pages outside the signed-in frame
// read it through useT(); i18next (./index.ts, loaded with the frame or right after first paint)
// fetches through loadLanguage() and reports its language changes back with setLanguage().
// English starts with the bundled strings of those pages (english.ts); the rest of it, like every
// other language, comes from /locales/{lng}.json.

const catalogs: Record<string, TranslationTree | undefined> = { en: english };
const loads = new Map<string, Promise<TranslationTree | undefined>>();
const settled = new Set(['en']);
const listeners = new Set<() => void>();
let current: string = storedLanguage();

const base = `${import.meta.env.BASE_URL ?? '/'}locales/`;
const MAX_RETRIES = 5;
const FIRST_RETRY_MS = 350;

async function fetchLocale(file: string): Promise<TranslationTree | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${base}${file}`, { credentials: 'same-origin' });
      if (res.ok) return (await res.json()) as TranslationTree;
      if (res.status < 500) return undefined;
    } catch {
      // offline or refused: worth another try
    }
    if (attempt === MAX_RETRIES) return undefined;
    await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** attempt));
  }
}

// The admin workspace's strings (/locales/{lng}.admin.json) load once its first page opens, and
// with every language chosen after that.
let adminWanted = false;
const adminLoads = new Map<string, Promise<void>>();
const adminListeners = new Set<(lng: string, tree: TranslationTree) => void>();

/** Tells `listener` (i18next, once it runs) whenever a language's admin strings have arrived. */
export function onAdminStrings(listener: (lng: string, tree: TranslationTree) => void) {
  adminListeners.add(listener);
}

function loadAdminPart(lng: string): Promise<void> {
  let load = adminLoads.get(lng);
  if (!load) {
    load = fetchLocale(`${lng}.admin.json`).then((tree) => {
      if (!tree) return;
      catalogs[lng] = mergeTrees(catalogs[lng] ?? {}, tree);
      for (const listener of adminListeners) listener(lng, tree);
    });
    adminLoads.set(lng, load);
  }
  return load;
}

/**
 * The translations of `lng` (fetched once); undefined when they could not be loaded (English
 * shows). English always answers, with at least its bundled part.
 */
export function loadLanguage(lng: string): Promise<TranslationTree | undefined> {
  let load = loads.get(lng);
  if (!load) {
    load = fetchLocale(`${lng}.json`).then((tree) => {
      if (tree) catalogs[lng] = mergeTrees(catalogs[lng] ?? {}, tree);
      settled.add(lng);
      return catalogs[lng];
    });
    loads.set(lng, load);
  }
  return adminWanted ? Promise.all([load, loadAdminPart(lng)]).then(() => catalogs[lng]) : load;
}

/** From now on languages load with the admin workspace's strings; answers `lng` with them. */
export function loadWithAdminStrings(lng: string): Promise<TranslationTree | undefined> {
  adminWanted = true;
  return loadLanguage(lng);
}

export const isLoaded = (lng: string) => settled.has(lng);
/** Every string of `lng` that has arrived so far (its own and, once asked for, the admin's). */
export const loadedTree = (lng: string): TranslationTree | undefined => catalogs[lng];
export const getLanguage = () => current;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function applyToDocument(lng: string) {
  // Writes only what differs: at start public/boot.js has set both already, and a write there
  // (even of the same value) would invalidate style while the app's code is being evaluated.
  const root = document.documentElement;
  const dir = textDirection(lng);
  if (root.lang !== lng) root.lang = lng;
  if (root.dir !== dir) root.dir = dir;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // not persisted: the choice lasts for this page view
  }
}

export function setLanguage(lng: string) {
  if (lng === current) return;
  current = lng;
  applyToDocument(lng);
  for (const listener of listeners) listener();
}

export const t = (lng: string, key: string, options?: TranslateOptions) =>
  translate(catalogs[lng], english, key, options);

type Switcher = (lng: string) => Promise<unknown>;
let engineSwitch: Switcher | null = null;

/** Called by the i18next setup: from then on it switches languages (and reports back). */
export function setLanguageSwitcher(switcher: Switcher) {
  engineSwitch = switcher;
}

/** Loads `lng`, then shows it everywhere. */
export function changeLanguage(lng: string): Promise<unknown> {
  if (engineSwitch) return engineSwitch(lng);
  return loadLanguage(lng).then(() => setLanguage(lng));
}

applyToDocument(current);
if (current !== 'en') void loadLanguage(current);
