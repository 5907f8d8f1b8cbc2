import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { useForm } from '@/lib/form/useForm';
import { zodResolver } from '@/lib/form/zod';
import { useT } from '@/lib/i18n/useT';
import { Link, useNav } from '@/lib/nav';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard, authLinkClass } from '../components/AuthCard';
import { useAuthPaths } from '../components/auth-frame';
import { useFieldErrorText } from '../components/useFieldErrorText';
import { type ForgotForm, forgotSchema } from '../schemas/auth-forms';

export interface ResetLocationState {
  email?: string;
  requested?: boolean;
}

/** Asks for a reset code. The answer never tells whether the email has an account. */
export default function ForgotPasswordPage() {
  const { t } = useT();
  const paths = useAuthPaths();
  const { navigate } = useNav();
  const errorText = useFieldErrorText();
  const apiErrorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, setError, errors, isSubmitting } = useForm({
    resolver: zodResolver<ForgotForm, ForgotForm>(forgotSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      const state: ResetLocationState = { email, requested: true };
      navigate(paths.resetPassword, { state });
    } catch (err) {
      if (!setFieldErrors(err, setError, ['email'] as const)) setFailure(apiErrorMessage(err));
    }
  });

  return (
    <AuthCard
      title={t('auth.forgot.heading')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to={paths.login} className={authLinkClass}>
          {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      {failure && (
        <Alert severity="error" className="mb-5">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={t('auth.fields.email')} error={errorText(errors.email)} required>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </FormField>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
