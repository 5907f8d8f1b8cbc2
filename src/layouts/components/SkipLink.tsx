import { useTranslation } from 'react-i18next';

/** First stop of the keyboard: jumps past the navigation to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="fixed start-4 top-2 z-toast -translate-y-20 rounded bg-paper px-4 py-2 text-sm font-medium text-text shadow-menu focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
