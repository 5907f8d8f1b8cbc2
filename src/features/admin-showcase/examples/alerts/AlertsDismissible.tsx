import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

export default function AlertsDismissible() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert severity="success" onClose={() => setOpen(false)}>
      Your profile was saved. Close this message with the button at the end.
    </Alert>
  ) : (
    <Button variant="outlined" onClick={() => setOpen(true)}>
      {t('showcase.common.showAgain')}
    </Button>
  );
}
