import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ErrorScreen } from '../components/ErrorScreen';

/** 500: the /500 route and what the error boundary shows when a page crashes. */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="500"
      title={t('misc.serverError.title')}
      text={t('misc.serverError.text')}
      backLabel={t('misc.backHome')}
      actions={
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('misc.serverError.reload')}
        </Button>
      }
    />
  );
}
