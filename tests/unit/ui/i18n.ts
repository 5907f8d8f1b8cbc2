// Test i18n instance with the kit's English strings, so assertions read real labels.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/components/ui/locales/en.json';

export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A test i18n instance in one language with the given strings (feature locales merged by the caller). */
export function i18nWith(lng: string, translation: Record<string, unknown>) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
