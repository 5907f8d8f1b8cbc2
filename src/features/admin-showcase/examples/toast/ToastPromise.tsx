import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

export default function ToastPromise() {
  const { t } = useTranslation();
  const save = () =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => (Math.random() < 0.5 ? resolve() : reject()), 1200),
    );
  return (
    <Button
      variant="outlined"
      onClick={() =>
        toast.promise(save(), {
          loading: t('showcaseMore.toast.saving'),
          success: t('showcaseMore.toast.saved'),
          error: t('showcaseMore.toast.notSaved'),
        })
      }
    >
      {t('showcaseMore.toast.show')}
    </Button>
  );
}
