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
import { setEmailReg } from '@/lib/storage';
import { registerAccount } from '../api/auth-api';
import { AuthCard, authLinkClass } from '../components/AuthCard';
import { useAuthPaths } from '../components/auth-frame';
import { PasswordStrength } from '../components/PasswordStrength';
import { useFieldErrorText } from '../components/useFieldErrorText';
import { useReturnQuery } from '../hooks/useReturnQuery';
import { type RegisterForm, type RegisterValues, registerSchema } from '../schemas/auth-forms';

const FIELDS = ['nama', 'email', 'password', 'phone', 'npwp'] as const;
/**
 * Server error codes that belong to one field (shown there, translated). A taken email has none:
 * the server answers it like a new one and mails the address's owner.
 */
const CODE_FIELD: Partial<Record<string, (typeof FIELDS)[number]>> = {
  weak_password: 'password',
  password_personal: 'password',
};

export default function RegisterPage() {
  const { t } = useT();
  const paths = useAuthPaths();
  const { navigate } = useNav();
  const returnQuery = useReturnQuery();
  const errorText = useFieldErrorText();
  const apiErrorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const { field, values, handleSubmit, setError, errors, isSubmitting } = useForm({
    resolver: zodResolver<RegisterForm, RegisterValues>(registerSchema),
    defaultValues: { nama: '', email: '', password: '', phone: '', npwp: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await registerAccount({ ...values, npwp: values.npwp || undefined });
      setEmailReg(answer.data.email);
      navigate(`${paths.verifyOtp}${returnQuery}`, { state: { registered: true } });
    } catch (err) {
      if (!setFieldErrors(err, setError, FIELDS, CODE_FIELD)) setFailure(apiErrorMessage(err));
    }
  });

  return (
    <AuthCard
      title={t('auth.register.heading')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={`${paths.login}${returnQuery}`} className={authLinkClass}>
            {t('auth.register.signIn')}
          </Link>
        </>
      }
    >
      {failure && (
        <Alert severity="error" className="mb-5">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={t('auth.fields.nama')} error={errorText(errors.nama)} required>
          <Input autoComplete="name" {...field('nama')} />
        </FormField>
        <FormField label={t('auth.fields.email')} error={errorText(errors.email)} required>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </FormField>
        <FormField
          label={t('auth.fields.password')}
          error={errorText(errors.password)}
          hint={<PasswordStrength password={values.password} />}
          required
        >
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </FormField>
        <FormField label={t('auth.fields.phone')} error={errorText(errors.phone)} required>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </FormField>
        <FormField
          label={t('auth.fields.npwpOptional')}
          error={errorText(errors.npwp)}
          hint={t('auth.register.npwpHint')}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={24} {...field('npwp')} />
        </FormField>
        <Button type="submit" fullWidth loading={isSubmitting} className="mt-2">
          {t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
