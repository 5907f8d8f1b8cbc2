import { X } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';

export default function ToastCustom() {
  const { t } = useTranslation();
  const show = () =>
    toast.custom((shown) => (
      <div
        className="flex w-80 max-w-full items-center gap-3 rounded bg-paper p-3 text-text shadow-lg"
        role="status"
      >
        <Avatar name="Siti Rahma" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">Siti Rahma</p>
          <p className="text-xs text-text-muted">{t('showcaseMore.toast.customMessage')}</p>
        </div>
        <IconButton size="sm" aria-label={t('ui.close')} onClick={() => toast.dismiss(shown.id)}>
          <X aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
    ));
  return (
    <Button variant="outlined" onClick={show}>
      {t('showcaseMore.toast.show')}
    </Button>
  );
}
