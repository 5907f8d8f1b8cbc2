import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import type { Tone } from '@/components/ui/tone';
import { useApiErrorMessage } from '@/lib/errors';

/**
 * A confirmation that records a text with the action (a cancellation's reason, a correction's
 * reason, a report's receipt number). The dialog stays open with the server's message on failure.
 */
export function ReasonDialog({
  open,
  onClose,
  onSubmit,
  busy,
  title,
  description,
  label,
  required = true,
  confirmLabel,
  keepLabel,
  color = 'primary',
  details,
  disabled = false,
}: {
  open: boolean;
  onClose: () => void;
  /** receives the trimmed text; resolves when done (the dialog closes) */
  onSubmit: (text: string) => Promise<unknown>;
  busy: boolean;
  title: ReactNode;
  description: ReactNode;
  label: ReactNode;
  required?: boolean;
  confirmLabel: ReactNode;
  keepLabel: ReactNode;
  color?: Tone;
  /** shown above the text field (the report's SPT summary); the dialog then opens wider */
  details?: ReactNode;
  /** the confirm button is off (what to do first is in `details`) */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = required && text.trim() === '';

  const close = () => {
    setText('');
    setTouched(false);
    setError(null);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setError(null);
    try {
      await onSubmit(text.trim());
      close();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={busy}
      size={details ? 'lg' : 'sm'}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="text" color="secondary" onClick={close} disabled={busy}>
            {keepLabel}
          </Button>
          <Button color={color} onClick={submit} loading={busy} disabled={disabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {details}
        {error && <Alert severity="error">{error}</Alert>}
        <FormField
          label={label}
          required={required}
          error={touched && missing ? t('ebupot.errors.reason_required') : undefined}
        >
          <Textarea
            autoFocus
            maxLength={300}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </FormField>
      </div>
    </Dialog>
  );
}
