import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localesBackend } from './backend';
import { english } from './english';

export const SUPPORTED_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'id', label: 'Indonesia' },
  { code: 'fr', label: 'Français' },
  { code: 'ar', label: 'العربية' },
] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

/** Key read by public/boot.js before first paint too. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const isSupported = (code: unknown): code is LanguageCode => SUPPORTED_LANGUAGES.some((l) => l.code === code);

function storedLanguage(): LanguageCode {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupported(code) ? code : 'en';
  } catch {
    return 'en';
  }
}

function applyLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // not persisted: the choice lasts for this page view
  }
}

i18n.on('languageChanged', applyLanguage);

i18n
  .use(localesBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
    load: 'languageOnly',
    resources: { en: { translation: english } },
    partialBundledLanguages: true,
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
  });

export function changeLanguage(code: LanguageCode) {
  return i18n.changeLanguage(code);
}

export { i18n };
