import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { FormField } from '@/components/ui/FormField';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { TwoFactorCard } from '@/features/account-security';
import { ApiError } from '@/lib/api';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { changePassword, settingsKeys } from '../api/settings-api';
import { useReportUnsaved } from '../hooks/unsaved-changes';
import { useFieldError } from '../hooks/useFieldError';
import { type PasswordForm, passwordFormSchema } from '../schemas/password';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import { SessionsCard } from './SessionsCard';

const FIELDS = ['old_password', 'new_password'] as const;
const EMPTY: PasswordForm = { old_password: '', new_password: '', confirm: '' };

/** Password, two-factor sign-in and sessions (the admin's account settings show the same). */
export function SecurityTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-6">
        <ChangePasswordCard />
        <TwoFactorCard />
      </div>
      <SessionsCard />
    </div>
  );
}

function ChangePasswordCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  useReportUnsaved('password', isDirty);

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    setFailure(null);
    try {
      await changePassword({ old_password, new_password });
      reset(EMPTY);
      toast.success(t('settings.security.changed'));
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    } catch (err) {
      // translated text for the codes that belong to one field
      if (err instanceof ApiError && err.code === 'wrong_password')
        setError('old_password', { type: 'server', message: apiErrorMessage(err) }, { shouldFocus: true });
      else if (err instanceof ApiError && (err.code === 'weak_password' || err.code === 'password_personal'))
        setError('new_password', { type: 'server', message: apiErrorMessage(err) }, { shouldFocus: true });
      else if (!setFieldErrors(err, setError, FIELDS)) setFailure(apiErrorMessage(err));
    }
  });

  return (
    <Card>
      <CardHeader
        title={t('settings.security.passwordTitle')}
        subtitle={t('settings.security.passwordSubtitle')}
      />
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormField
            label={t('settings.security.oldPassword')}
            error={fieldError(errors.old_password)}
            required
          >
            <PasswordInput autoComplete="current-password" {...register('old_password')} />
          </FormField>
          <FormField
            label={t('settings.security.newPassword')}
            hint={<PasswordStrengthHint password={watch('new_password')} />}
            error={fieldError(errors.new_password)}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('new_password')} />
          </FormField>
          <FormField
            label={t('settings.security.confirmPassword')}
            error={fieldError(errors.confirm)}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('confirm')} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" loading={isSubmitting}>
              {t('settings.security.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
