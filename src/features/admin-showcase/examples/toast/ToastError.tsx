import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

export default function ToastError() {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      color="error"
      onClick={() => toast.error(t('showcaseMore.toast.errorMessage'))}
    >
      {t('showcaseMore.toast.show')}
    </Button>
  );
}
