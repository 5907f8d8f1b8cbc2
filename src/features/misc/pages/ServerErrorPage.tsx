import { Button } from '@/components/ui/Button';
import { useT } from '@/lib/i18n/useT';
import { ErrorScreen } from '../components/ErrorScreen';

/** 500: the /500 route and what the error boundary shows when a page crashes. */
export default function ServerErrorPage() {
  const { t } = useT();
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
