import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

export default function ToastThemed() {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      onClick={() =>
        toast.success(t('showcaseMore.toast.themedMessage'), {
          style: {
            background: 'var(--c-paper)',
            color: 'var(--c-text)',
            border: '1px solid var(--c-primary)',
          },
          iconTheme: { primary: 'var(--c-primary)', secondary: '#fff' },
        })
      }
    >
      {t('showcaseMore.toast.show')}
    </Button>
  );
}
