import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

export default function ToastSuccess() {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      color="success"
      onClick={() => toast.success(t('showcaseMore.toast.successMessage'))}
    >
      {t('showcaseMore.toast.show')}
    </Button>
  );
}
