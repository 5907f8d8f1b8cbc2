import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';

export type FormDialogProps = Omit<DialogProps, 'open' | 'footer' | 'busy'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While true, the dialog ignores close requests and its buttons are disabled. */
  submitting: boolean;
  /** A form-level error (e.g. the server's), shown above the fields; fields keep what was typed. */
  failure?: string | null;
  /** Default: ui.save */
  submitLabel?: ReactNode;
};

/** A dialog holding one form, with Cancel and a submit button in its footer. Mount it while open. */
export function FormDialog({
  onSubmit,
  submitting,
  failure,
  submitLabel,
  onClose,
  children,
  ...dialog
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      {...dialog}
      open
      onClose={onClose}
      busy={submitting}
      footer={
        <>
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={submitting}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={submitting}>
            {submitLabel ?? t('ui.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure && <Alert severity="error">{failure}</Alert>}
        {children}
      </form>
    </Dialog>
  );
}
