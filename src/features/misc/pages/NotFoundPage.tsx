import { useT } from '@/lib/i18n/useT';
import { ErrorScreen } from '../components/ErrorScreen';

export default function NotFoundPage() {
  const { t } = useT();
  return (
    <ErrorScreen
      code="404"
      title={t('misc.notFound.title')}
      text={t('misc.notFound.text')}
      backLabel={t('misc.backHome')}
    />
  );
}
