import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

export default function ToastMultiLine() {
  const { t } = useTranslation();
  return (
    <Button variant="outlined" onClick={() => toast(t('showcaseMore.toast.longMessage'), { duration: 6000 })}>
      {t('showcaseMore.toast.show')}
    </Button>
  );
}
