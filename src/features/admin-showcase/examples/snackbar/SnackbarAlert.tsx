import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Snackbar } from '@/components/ui/Snackbar';

export default function SnackbarAlert() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'success' | 'error' | null>(null);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outlined" color="success" onClick={() => setOpen('success')}>
        {t('showcaseMore.snackbar.success')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setOpen('error')}>
        {t('showcaseMore.snackbar.error')}
      </Button>
      <Snackbar
        open={open !== null}
        onClose={() => setOpen(null)}
        severity={open ?? 'success'}
        closeLabel={t('ui.close')}
        message={
          open === 'error'
            ? t('showcaseMore.snackbar.errorMessage')
            : t('showcaseMore.snackbar.successMessage')
        }
      />
    </div>
  );
}
