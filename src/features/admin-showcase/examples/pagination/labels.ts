import { useTranslation } from 'react-i18next';
import type { PageNumbersLabels } from '@/components/ui/PageNumbers';

/**
 * The translated names of a numbered pagination's buttons. Its landmark is named after the
 * example (`section`, a title key) and its number there, so every landmark of the page is unique.
 */
export function usePageLabels(section: string, n = 1): PageNumbersLabels {
  const { t } = useTranslation();
  return {
    nav: t('showcaseMore.pagination.nav', { name: t(`showcaseMore.pagination.${section}`), n }),
    page: (page) => t('showcaseMore.pagination.page', { page }),
    first: t('ui.firstPage'),
    previous: t('ui.previousPage'),
    next: t('ui.nextPage'),
    last: t('ui.lastPage'),
  };
}
