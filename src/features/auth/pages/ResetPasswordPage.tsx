import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { useForm } from '@/lib/form/useForm';
import { zodResolver } from '@/lib/form/zod';
import { useT } from '@/lib/i18n/useT';
import { Link, useNav } from '@/lib/nav';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/auth-api';
import { AuthCard, authLinkClass } from '../components/AuthCard';
import { useAuthPaths } from '../components/auth-frame';
import { PasswordStrength } from '../components/PasswordStrength';
import { useFieldErrorText } from '../components/useFieldErrorText';
import { type ResetForm, resetSchema } from '../schemas/auth-forms';
import type { ResetLocationState } from './ForgotPasswordPage';
import type { LoginLocationState } from './LoginPage';

const FIELDS = ['email', 'otp', 'password'] as const;
const CODE_FIELD: Partial<Record<string, (typeof FIELDS)[number]>> = {
  otp_invalid: 'otp',
  otp_expired: 'otp',
  weak_password: 'password',
  password_personal: 'password',
};

/** Email, the code from the email, and a new password. */
export default function ResetPasswordPage() {
  const { t } = useT();
  const paths = useAuthPaths();
  const { navigate, state: locationState } = useNav();
  const state = (locationState ?? {}) as ResetLocationState;
  const errorText = useFieldErrorText();
  const apiErrorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, values, handleSubmit, setError, errors, isSubmitting } = useForm({
    resolver: zodResolver<ResetForm, ResetForm>(resetSchema),
    // an admin's invitation links here with the address filled in (?email=)
    defaultValues: {
      email: state.email ?? new URLSearchParams(window.location.search).get('email') ?? '',
      otp: '',
      password: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(values);
      toast.success(t('auth.reset.success'));
      const next: LoginLocationState = { email: values.email, notice: 'passwordReset' };
      navigate(paths.login, { replace: true, state: next });
    } catch (err) {
      if (!setFieldErrors(err, setError, FIELDS, CODE_FIELD)) setFailure(apiErrorMessage(err));
    }
  });

  return (
    <AuthCard
      title={t('auth.reset.heading')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <Link to={paths.login} className={authLinkClass}>
          {t('auth.reset.backToLogin')}
        </Link>
      }
    >
      {state.requested && !failure && (
        <Alert severity="info" className="mb-5">
          {t('auth.forgot.sent')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" className="mb-5">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={t('auth.fields.email')} error={errorText(errors.email)} required>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </FormField>
        <FormField label={t('auth.fields.otp')} error={errorText(errors.otp)} required>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} dir="ltr" {...field('otp')} />
        </FormField>
        <FormField
          label={t('auth.fields.newPassword')}
          error={errorText(errors.password)}
          hint={<PasswordStrength password={values.password} />}
          required
        >
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </FormField>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
