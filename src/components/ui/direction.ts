import { useTranslation } from 'react-i18next';

/** Reading direction of the page (set on <html dir> by the i18n setup); re-evaluated on language change. */
export function useDirection(): 'ltr' | 'rtl' {
  useTranslation(); // subscribes to language changes
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
