import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

export default function AlertsAction() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <Alert
        severity="warning"
        action={
          <Button size="sm" variant="text" color="warning">
            {t('showcase.common.undo')}
          </Button>
        }
      >
        The draft invoice was deleted.
      </Alert>
      <Alert
        severity="info"
        action={
          <Button size="sm" variant="outlined" color="info">
            {t('showcase.common.view')}
          </Button>
        }
      >
        Two new slips arrived.
      </Alert>
    </div>
  );
}
