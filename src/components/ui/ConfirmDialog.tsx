import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { Tone } from './tone';

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The question or consequence, e.g. "The invoice will be deleted." */
  message?: ReactNode;
  /** May be async: the button spins and the dialog stays open until it settles. Closes on success;
   *  on failure the error's message is shown in the dialog. */
  onConfirm: () => unknown | Promise<unknown>;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Colour of the confirm button; use "error" for destructive actions. */
  color?: Tone;
};

export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  onConfirm,
  confirmLabel,
  cancelLabel,
  color = 'primary',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onClose();
    } catch (e) {
      setPending(false);
      setError(e instanceof Error && e.message ? e.message : t('ui.errorTitle'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={message}
      size="sm"
      busy={pending}
      footer={
        <>
          <Button variant="text" color="secondary" onClick={close} disabled={pending}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button color={color} onClick={confirm} loading={pending} autoFocus>
            {confirmLabel ?? t('ui.confirm')}
          </Button>
        </>
      }
    >
      {error && <Alert severity="error">{error}</Alert>}
    </Dialog>
  );
}
