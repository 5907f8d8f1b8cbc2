import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Snackbar } from '@/components/ui/Snackbar';

export default function SnackbarSimple() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('showcaseMore.snackbar.open')}
      </Button>
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        message={t('showcaseMore.snackbar.archived')}
        closeLabel={t('ui.close')}
        action={
          <Button size="sm" variant="text" className="text-inherit" onClick={() => setOpen(false)}>
            {t('showcaseMore.snackbar.undo')}
          </Button>
        }
      />
    </>
  );
}
