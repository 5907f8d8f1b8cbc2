import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { QrCode } from '@/components/ui/QrCode';
import { ApiError } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { disableTwoFactor, enableTwoFactor, newRecoveryCodes, startTwoFactorSetup } from '../api/account-api';

export type Step =
  | { kind: 'password'; purpose: 'setup' | 'codes' }
  | { kind: 'scan'; secret: string; url: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/** The steps of TwoFactorCard: set up (password, QR code, first code), recovery codes (shown once), turn off. */
export default function TwoFactorDialog({
  step,
  setStep,
  onClose,
  refresh,
}: {
  step: Step | null;
  setStep: (s: Step) => void;
  onClose: () => void;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = () => {
    setPassword('');
    setCode('');
    setError(null);
    onClose();
  };

  /** Runs a call; a wrong password or code shows on its field, anything else above the form. */
  const run = async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      const known =
        err instanceof ApiError && (err.code === 'wrong_password' || err.code === 'two_factor_code_invalid');
      setError(known ? t(`twoFactor.errors.${(err as ApiError).code}`) : apiErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!step) return;
    if (step.kind === 'password' && step.purpose === 'setup')
      void run(async () => {
        const setup = await startTwoFactorSetup(password);
        setPassword('');
        setStep({ kind: 'scan', secret: setup.secret, url: setup.otpauth_url });
      });
    else if (step.kind === 'password')
      void run(async () => {
        const answer = await newRecoveryCodes(password);
        setPassword('');
        await refresh();
        setStep({ kind: 'codes', codes: answer.recovery_codes });
      });
    else if (step.kind === 'scan')
      void run(async () => {
        const answer = await enableTwoFactor(code);
        setCode('');
        await refresh();
        toast.success(t('twoFactor.enabled'));
        setStep({ kind: 'codes', codes: answer.recovery_codes });
      });
    else if (step.kind === 'disable')
      void run(async () => {
        await disableTwoFactor(password, code);
        await refresh();
        toast.success(t('twoFactor.disabled'));
        finish();
      });
    else finish();
  };

  const title =
    step?.kind === 'codes'
      ? t('twoFactor.codesTitle')
      : step?.kind === 'disable'
        ? t('twoFactor.disable')
        : step?.kind === 'password' && step.purpose === 'codes'
          ? t('twoFactor.newCodes')
          : t('twoFactor.setUp');
  const submitLabel =
    step?.kind === 'codes'
      ? t('twoFactor.codesSaved')
      : step?.kind === 'disable'
        ? t('twoFactor.disable')
        : step?.kind === 'scan'
          ? t('twoFactor.verify')
          : t('twoFactor.continue');
  const passwordField = (
    <FormField label={t('twoFactor.password')} error={error && !code ? error : undefined} required>
      <PasswordInput
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </FormField>
  );

  return (
    <Dialog
      open={step !== null}
      onClose={step?.kind === 'codes' ? () => {} : finish}
      hideClose={step?.kind === 'codes'}
      title={title}
      busy={busy}
      footer={
        <>
          {step?.kind !== 'codes' && (
            <Button variant="text" color="secondary" onClick={finish}>
              {t('twoFactor.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            form="two-factor-form"
            loading={busy}
            color={step?.kind === 'disable' ? 'error' : 'primary'}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="two-factor-form" noValidate onSubmit={submit} className="grid gap-4">
        {step?.kind === 'password' && (
          <>
            <p className="text-sm text-text-muted">{t('twoFactor.passwordText')}</p>
            {passwordField}
          </>
        )}
        {step?.kind === 'scan' && (
          <>
            <p className="text-sm text-text-muted">{t('twoFactor.scanText')}</p>
            <QrCode
              text={step.url}
              label={t('twoFactor.qrLabel')}
              className="mx-auto size-44 rounded"
              data-testid="two-factor-qr"
            />
            <div className="flex items-center justify-center gap-2 text-sm">
              <span className="text-text-muted">{t('twoFactor.keyLabel')}</span>
              <code dir="ltr" className="break-all font-mono text-text" data-testid="two-factor-secret">
                {step.secret}
              </code>
              <CopyButton text={step.secret} label={t('twoFactor.keyLabel')} />
            </div>
            <FormField label={t('twoFactor.codeLabel')} error={error ?? undefined} required>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                dir="ltr"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </FormField>
          </>
        )}
        {step?.kind === 'codes' && (
          <>
            <Alert severity="warning">{t('twoFactor.codesText')}</Alert>
            <ul
              dir="ltr"
              className="grid grid-cols-2 gap-2 rounded border border-divider p-4 font-mono text-sm text-text"
              data-testid="recovery-codes"
            >
              {step.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div className="flex justify-end">
              <CopyButton text={step.codes.join('\n')} label={t('twoFactor.codesTitle')} />
            </div>
          </>
        )}
        {step?.kind === 'disable' && (
          <>
            <p className="text-sm text-text-muted">{t('twoFactor.disableText')}</p>
            <FormField label={t('twoFactor.password')} required>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <FormField label={t('twoFactor.codeOrRecovery')} error={error ?? undefined} required>
              <Input
                autoComplete="one-time-code"
                dir="ltr"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </FormField>
          </>
        )}
      </form>
    </Dialog>
  );
}
