import { OTP_RESEND_SECONDS } from '@contract/auth';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { inkTone } from '@/components/ui/tone';
import { ApiError } from '@/lib/api/errors';
import { cn } from '@/lib/cn';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { useForm } from '@/lib/form/useForm';
import { zodResolver } from '@/lib/form/zod';
import { useT } from '@/lib/i18n/useT';
import { Link, useNav } from '@/lib/nav';
import { getEmailReg, setEmailReg } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { confirmOtp, resendOtp } from '../api/auth-api';
import { AuthCard, authLinkClass } from '../components/AuthCard';
import { useAuthPaths } from '../components/auth-frame';
import { OtpInput } from '../components/OtpInput';
import { StrongText } from '../components/StrongText';
import { useFieldErrorText } from '../components/useFieldErrorText';
import { formatSeconds, useCooldown } from '../hooks/useCooldown';
import { useReturnQuery } from '../hooks/useReturnQuery';
import { type OtpForm, otpSchema } from '../schemas/auth-forms';
import type { LoginLocationState } from './LoginPage';

/** Codes that say something about the code itself (shown under the boxes). */
const OTP_CODES = new Set(['otp_invalid', 'otp_expired']);

export default function VerifyOtpPage() {
  const { t } = useT();
  const paths = useAuthPaths();
  const { navigate, state: locationState } = useNav();
  const justRegistered = Boolean((locationState as { registered?: boolean } | null)?.registered);
  const returnQuery = useReturnQuery();
  const errorText = useFieldErrorText();
  const apiErrorMessage = useApiErrorMessage();
  const otpErrorId = useId();
  const [storedEmail] = useState(getEmailReg);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  // A code was sent when the account was registered: the first resend waits the full minute.
  const cooldown = useCooldown(storedEmail ? OTP_RESEND_SECONDS : 0);
  const firstBox = useRef<HTMLInputElement | null>(null);

  const { field, values, setValue, ref, handleSubmit, setError, getValues, trigger, errors, isSubmitting } =
    useForm({
      resolver: zodResolver<OtpForm, OtpForm>(otpSchema),
      defaultValues: { email: storedEmail ?? '', otp: '' },
    });

  useEffect(() => {
    if (storedEmail) firstBox.current?.focus();
  }, [storedEmail]);

  const showError = (err: unknown) => {
    const code = err instanceof ApiError ? err.code : undefined;
    if (code && OTP_CODES.has(code)) {
      setError('otp', { type: 'api', message: `apiErrors.${code}` });
      firstBox.current?.focus();
    } else if (!setFieldErrors(err, setError, ['email', 'otp'] as const)) {
      setFailure(apiErrorMessage(err));
    }
  };

  const onSubmit = handleSubmit(async ({ email, otp }) => {
    setFailure(null);
    setNotice(null);
    try {
      await confirmOtp(email, otp);
      setEmailReg(null);
      toast.success(t('auth.otp.success'));
      const state: LoginLocationState = { email, notice: 'verified' };
      navigate(`${paths.login}${returnQuery}`, { replace: true, state });
    } catch (err) {
      showError(err);
    }
  });

  const resend = async () => {
    if (!(await trigger('email'))) return;
    setFailure(null);
    setNotice(null);
    setResending(true);
    try {
      const answer = await resendOtp(getValues().email.trim().toLowerCase());
      cooldown.start(answer.resendAfter ?? OTP_RESEND_SECONDS);
      setNotice(t('auth.otp.resent'));
    } catch (err) {
      if (err instanceof ApiError && err.retryAfter) cooldown.start(err.retryAfter);
      showError(err);
    } finally {
      setResending(false);
    }
  };

  const otpError = errorText(errors.otp);

  return (
    <AuthCard
      title={t('auth.otp.heading')}
      subtitle={
        storedEmail ? (
          <StrongText
            text={t('auth.otp.sentTo', { email: storedEmail })}
            render={(email) => (
              <strong className="font-medium text-text" dir="ltr">
                {email}
              </strong>
            )}
          />
        ) : (
          t('auth.otp.enterEmail')
        )
      }
      footer={
        <Link to={`${paths.login}${returnQuery}`} className={authLinkClass}>
          {t('auth.otp.backToLogin')}
        </Link>
      }
    >
      {justRegistered && !failure && !notice && (
        <Alert severity="success" className="mb-5">
          {t('auth.otp.registered')}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" className="mb-5">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" className="mb-5">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {!storedEmail && (
          <FormField label={t('auth.fields.email')} error={errorText(errors.email)} required>
            <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
          </FormField>
        )}
        <div className="flex flex-col gap-2">
          <OtpInput
            value={values.otp}
            onChange={(otp) => setValue('otp', otp)}
            label={t('auth.otp.codeLabel')}
            errorId={otpError ? otpErrorId : undefined}
            invalid={Boolean(otpError)}
            firstInputRef={(el) => {
              firstBox.current = el;
              ref('otp')(el);
            }}
          />
          {otpError && (
            <p id={otpErrorId} className={cn('text-xs font-medium', inkTone.error)}>
              {otpError}
            </p>
          )}
        </div>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.otp.submit')}
        </Button>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-x-1 text-sm text-text-muted">
        <span>{t('auth.otp.noCode')}</span>
        {cooldown.remaining > 0 ? (
          <span className="px-3 font-medium tabular-nums">
            {t('auth.otp.resendIn', { time: formatSeconds(cooldown.remaining) })}
          </span>
        ) : (
          <Button variant="text" size="sm" onClick={resend} loading={resending}>
            {t('auth.otp.resend')}
          </Button>
        )}
      </div>
    </AuthCard>
  );
}
