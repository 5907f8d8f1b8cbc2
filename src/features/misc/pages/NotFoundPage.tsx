import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../components/ErrorScreen';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="404"
      title={t('misc.notFound.title')}
      text={t('misc.notFound.text')}
      backLabel={t('misc.backHome')}
    />
  );
}
