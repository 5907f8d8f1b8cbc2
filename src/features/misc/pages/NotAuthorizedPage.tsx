import { useT } from '@/lib/i18n/useT';
import { ErrorScreen } from '../components/ErrorScreen';

/** 401: shown in place when the user may not open a page. */
export default function NotAuthorizedPage() {
  const { t } = useT();
  return (
    <ErrorScreen
      code="401"
      title={t('misc.notAuthorized.title')}
      text={t('misc.notAuthorized.text')}
      backLabel={t('misc.backHome')}
    />
  );
}
