import type { Bupot } from '@contract/ebupot';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { useApiErrorMessage } from '@/lib/errors';
import { useCancelBupot } from '../api/bupot';

/** Asks for the reason and cancels an issued slip (pembatalan). */
export function CancelDialog({
  slip,
  onClose,
  onDone,
}: {
  slip: Bupot | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const cancel = useCancelBupot();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = reason.trim() === '';

  const close = () => {
    setReason('');
    setTouched(false);
    setError(null);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (!slip || missing) return;
    setError(null);
    try {
      await cancel.mutateAsync({ id: slip.id, reason: reason.trim() });
      close();
      onDone?.();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Dialog
      open={slip !== null}
      onClose={close}
      busy={cancel.isPending}
      size="sm"
      title={t('ebupot.cancel.title', { number: slip?.number ?? '' })}
      description={t('ebupot.cancel.message')}
      footer={
        <>
          <Button variant="text" color="secondary" onClick={close} disabled={cancel.isPending}>
            {t('ebupot.cancel.keep')}
          </Button>
          <Button color="error" onClick={submit} loading={cancel.isPending}>
            {t('ebupot.cancel.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {error && <Alert severity="error">{error}</Alert>}
        <FormField
          label={t('ebupot.cancel.reason')}
          required
          error={touched && missing ? t('ebupot.errors.reason_required') : undefined}
        >
          <Textarea
            autoFocus
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </FormField>
      </div>
    </Dialog>
  );
}
