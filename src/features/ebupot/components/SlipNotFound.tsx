import { routePath } from '@contract/routes';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/components/ui/NotFoundState';

/** A slip page (view or edit) for a slip that does not exist or is not the user's. */
export function SlipNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundState
      title={t('ebupot.view.notFoundTitle')}
      description={t('ebupot.view.notFoundBody')}
      backTo={routePath('ebupotList')}
      backLabel={t('ebupot.view.back')}
    />
  );
}
