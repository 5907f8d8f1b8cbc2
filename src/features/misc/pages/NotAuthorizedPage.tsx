import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../components/ErrorScreen';

/** 401: shown in place when the user may not open a page. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="401"
      title={t('misc.notAuthorized.title')}
      text={t('misc.notAuthorized.text')}
      backLabel={t('misc.backHome')}
    />
  );
}
