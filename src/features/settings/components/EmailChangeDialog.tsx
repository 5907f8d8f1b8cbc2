import { OTP_RESEND_SECONDS } from '@contract/auth';
import { createEmailChangeSchema, createEmailConfirmSchema } from '@contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { ApiError } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { confirmEmailChange, requestEmailChange } from '../api/settings-api';
import { useFieldError } from '../hooks/useFieldError';
import { messageKeys } from '../schemas/messages';

type Props = { open: boolean; onClose: () => void; currentEmail: string };

/** Two steps: the new address (a code is mailed there), then the code. The email changes only then. */
export function EmailChangeDialog({ open, onClose, currentEmail }: Props) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const close = () => {
    setSentTo(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('settings.email.title')}
      description={sentTo ? undefined : t('settings.email.intro', { email: currentEmail })}
    >
      {sentTo ? (
        <CodeStep sentTo={sentTo} onBack={() => setSentTo(null)} onDone={close} />
      ) : (
        <AddressStep onSent={setSentTo} onCancel={close} />
      )}
    </Dialog>
  );
}

function AddressStep({ onSent, onCancel }: { onSent: (email: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const schema = useMemo(() => createEmailChangeSchema(messageKeys), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ new_email: string }, unknown, { new_email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { new_email: '' },
  });
  const onSubmit = handleSubmit(async ({ new_email }) => {
    try {
      const answer = await requestEmailChange(new_email);
      onSent(answer.new_email);
    } catch (err) {
      setError('new_email', { type: 'server', message: apiErrorMessage(err) }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('settings.email.newEmail')} error={fieldError(errors.new_email)} required>
        <Input type="email" autoComplete="email" autoFocus {...register('new_email')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="text" color="secondary" onClick={onCancel}>
          {t('settings.common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('settings.email.sendCode')}
        </Button>
      </div>
    </form>
  );
}

function CodeStep({ sentTo, onBack, onDone }: { sentTo: string; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const [notice, setNotice] = useState<string | null>(null);
  // a code was just sent: the server takes the next request after the cooldown
  const [wait, setWait] = useState(OTP_RESEND_SECONDS);
  const schema = useMemo(() => createEmailConfirmSchema(messageKeys), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ otp: string }, unknown, { otp: string }>({
    resolver: zodResolver(schema),
    defaultValues: { otp: '' },
  });

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      const user = await confirmEmailChange(otp);
      setUser(user);
      toast.success(t('settings.email.changed'));
      onDone();
    } catch (err) {
      setError('otp', { type: 'server', message: apiErrorMessage(err) }, { shouldFocus: true });
    }
  });

  const resend = async () => {
    setNotice(null);
    try {
      await requestEmailChange(sentTo);
      setNotice(t('settings.email.resent'));
      setWait(60);
    } catch (err) {
      if (err instanceof ApiError && err.retryAfter) setWait(Math.ceil(err.retryAfter));
      setNotice(apiErrorMessage(err));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-text-muted">
        <Trans
          i18nKey="settings.email.codeSent"
          values={{ email: sentTo }}
          components={{ b: <strong className="text-text" /> }}
        />
      </p>
      {notice && <Alert severity="info">{notice}</Alert>}
      <FormField label={t('settings.email.code')} error={fieldError(errors.otp)} required>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          inputClassName="tracking-[0.4em] font-mono"
          {...register('otp')}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-1">
          <Button variant="text" onClick={onBack}>
            {t('settings.email.otherAddress')}
          </Button>
          <Button variant="text" onClick={resend} disabled={wait > 0}>
            {wait > 0 ? t('settings.email.resendIn', { seconds: wait }) : t('settings.email.resend')}
          </Button>
        </div>
        <Button type="submit" loading={isSubmitting}>
          {t('settings.email.confirm')}
        </Button>
      </div>
    </form>
  );
}
