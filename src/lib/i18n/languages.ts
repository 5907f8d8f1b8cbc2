export const SUPPORTED_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'id', label: 'Indonesia' },
  { code: 'fr', label: 'Français' },
  { code: 'ar', label: 'العربية' },
] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

/** Key read by public/boot.js before first paint too. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const isSupported = (code: unknown): code is LanguageCode =>
  SUPPORTED_LANGUAGES.some((l) => l.code === code);

export const textDirection = (lng: string): 'rtl' | 'ltr' => (lng === 'ar' ? 'rtl' : 'ltr');

export function storedLanguage(): LanguageCode {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupported(code) ? code : 'en';
  } catch {
    return 'en';
  }
}
