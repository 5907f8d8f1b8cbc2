import { useStore } from 'jotai';
import { use, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { inkTone } from '@/components/ui/tone';
import { ApiError } from '@/lib/api/errors';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { loadLanguage } from '@/lib/i18n/catalog';
import { useT } from '@/lib/i18n/useT';
import { signInSecondFactor } from '@/lib/session/second-factor';
import { AuthCard, authLinkClass } from './AuthCard';
import { OtpInput } from './OtpInput';

export interface TwoFactorStepProps {
  /** from POST /login's answer */
  challenge: string;
  /** signed in: the page goes on (its returnUrl rule) */
  onDone(): void;
  /** back to the password (a dead challenge needs it again) */
  onRestart(): void;
}

/**
 * A sign-in's second step for an account with two-factor on: the 6-digit code of the
 * authenticator app, or one of the recovery codes. Loaded by the sign-in page only when asked for;
 * its strings (twoFactor.login.*) come with the full language file, not the sign-in bundle.
 */
export default function TwoFactorStep({ challenge, onDone, onRestart }: TwoFactorStepProps) {
  const { t, lng } = useT();
  use(loadLanguage(lng));
  const store = useStore();
  const apiErrorMessage = useApiErrorMessage();
  const errorId = useId();
  const [mode, setMode] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const recoveryBox = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    (mode === 'totp' ? firstBox : recoveryBox).current?.focus();
  }, [mode]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldError(null);
    const digits = code.replace(/\D/g, '');
    if (mode === 'totp' && digits.length !== 6) return setFieldError(t('twoFactor.login.sixDigits'));
    if (mode === 'recovery' && !recovery.trim()) return setFieldError(t('twoFactor.login.recoveryRequired'));
    setBusy(true);
    try {
      await signInSecondFactor(
        store,
        mode === 'totp' ? { challenge, code: digits } : { challenge, recovery_code: recovery.trim() },
      );
      onDone();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === 'two_factor_code_invalid' || code === 'validation') {
        setFieldError(t(mode === 'totp' ? 'twoFactor.login.wrongCode' : 'twoFactor.login.wrongRecovery'));
        (mode === 'totp' ? firstBox : recoveryBox).current?.focus();
      } else {
        setFailure({ message: apiErrorMessage(err), expired: code === 'two_factor_challenge_expired' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('twoFactor.login.heading')}
      subtitle={t(mode === 'totp' ? 'twoFactor.login.subtitle' : 'twoFactor.login.recoverySubtitle')}
      footer={
        <button type="button" onClick={onRestart} className={authLinkClass}>
          {t('twoFactor.login.backToLogin')}
        </button>
      }
    >
      {failure && (
        <Alert
          severity="error"
          className="mb-5"
          action={
            failure.expired ? (
              <Button size="sm" variant="text" color="error" onClick={onRestart}>
                {t('twoFactor.login.signInAgain')}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {mode === 'totp' ? (
          <div className="flex flex-col gap-2">
            <OtpInput
              value={code}
              onChange={setCode}
              label={t('twoFactor.login.codeLabel')}
              errorId={fieldError ? errorId : undefined}
              invalid={Boolean(fieldError)}
              firstInputRef={(el) => {
                firstBox.current = el;
              }}
            />
            {fieldError && (
              <p id={errorId} className={cn('text-xs font-medium', inkTone.error)}>
                {fieldError}
              </p>
            )}
          </div>
        ) : (
          <FormField label={t('twoFactor.login.recoveryLabel')} error={fieldError ?? undefined} required>
            <Input
              ref={recoveryBox}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              value={recovery}
              onChange={(e) => setRecovery(e.target.value)}
            />
          </FormField>
        )}
        <Button type="submit" fullWidth loading={busy}>
          {t('twoFactor.login.submit')}
        </Button>
      </form>
      <div className="mt-4 text-center text-sm">
        <button
          type="button"
          className={authLinkClass}
          onClick={() => {
            setFieldError(null);
            setMode(mode === 'totp' ? 'recovery' : 'totp');
          }}
        >
          {t(mode === 'totp' ? 'twoFactor.login.useRecovery' : 'twoFactor.login.useApp')}
        </button>
      </div>
    </AuthCard>
  );
}
