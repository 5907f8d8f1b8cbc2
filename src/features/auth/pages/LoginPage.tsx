import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { ApiError } from '@/lib/api/errors';
import { EMAIL_PATTERN } from '@/lib/contact-rules';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { type FieldErrors, type Resolver, useForm } from '@/lib/form/useForm';
import { useT } from '@/lib/i18n/useT';
import { Link, useNav, useSearchParams } from '@/lib/nav';
import { safeReturnUrl } from '@/lib/return-url';
import { useSession } from '@/lib/session/useSession';
import { setEmailReg } from '@/lib/storage';
import { AuthCard, authLinkClass } from '../components/AuthCard';
import { useAuthPaths } from '../components/auth-frame';
import { useFieldErrorText } from '../components/useFieldErrorText';
import { useReturnQuery } from '../hooks/useReturnQuery';

type LoginForm = { email: string; password: string };

// An account with two-factor on asks for a code after the password: that step loads only then,
// so /login's first load carries none of it.
const TwoFactorStep = lazy(() => import('../components/TwoFactorStep'));

// The sign-in route has the tightest size budget, so this form checks its two fields by hand
// instead of with a schema library.
function checkLogin(values: LoginForm): ReturnType<Resolver<LoginForm, LoginForm>> {
  const errors: FieldErrors<LoginForm> = {};
  if (!values.email) errors.email = { type: 'required', message: 'validation.required' };
  else if (!EMAIL_PATTERN.test(values.email.trim()))
    errors.email = { type: 'validate', message: 'validation.email' };
  if (!values.password) errors.password = { type: 'required', message: 'validation.required' };
  return errors.email || errors.password ? { errors } : { values };
}

/** What the OTP and reset screens pass along when they send the user here. */
export interface LoginLocationState {
  email?: string;
  notice?: 'verified' | 'passwordReset';
}

export default function LoginPage() {
  const { t } = useT();
  const paths = useAuthPaths();
  const { navigate, prefetch, state: locationState } = useNav();
  const params = useSearchParams();
  const state = (locationState ?? {}) as LoginLocationState;
  const { login } = useSession();
  const returnQuery = useReturnQuery();
  const errorText = useFieldErrorText();
  const apiErrorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<{ message: string; unverified: boolean } | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const { field, handleSubmit, setError, setFocus, getValues, errors, isSubmitting } = useForm({
    defaultValues: { email: state.email ?? '', password: '' },
    resolver: checkLogin,
  });

  // Arriving from the OTP or reset screen the email is known: start at the password.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only
  useEffect(() => setFocus(state.email ? 'password' : 'email'), [state.email]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const target = safeReturnUrl(params.get('returnUrl'));
    // The portal's code loads while the password is being checked.
    prefetch(target);
    try {
      const step = await login(email.trim().toLowerCase(), password);
      if (step.challenge) setChallenge(step.challenge);
      else navigate(target, { replace: true });
    } catch (err) {
      if (!setFieldErrors(err, setError, ['email', 'password'] as const)) {
        const unverified = err instanceof ApiError && err.code === 'email_unverified';
        setFailure({ message: apiErrorMessage(err), unverified });
      }
    }
  });

  const confirmEmail = () => {
    setEmailReg(getValues().email.trim().toLowerCase());
    navigate(`${paths.verifyOtp}${returnQuery}`);
  };

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={challenge}
          onDone={() => navigate(safeReturnUrl(params.get('returnUrl')), { replace: true })}
          onRestart={() => setChallenge(null)}
        />
      </Suspense>
    );
  }

  return (
    <AuthCard
      title={t('auth.login.heading')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.newHere')}{' '}
          <Link to={`${paths.register}${returnQuery}`} className={authLinkClass}>
            {t('auth.login.createAccount')}
          </Link>
        </>
      }
    >
      {state.notice && !failure && (
        <Alert severity="success" className="mb-5">
          {t(state.notice === 'verified' ? 'auth.login.verifiedNotice' : 'auth.login.resetNotice')}
        </Alert>
      )}
      {failure && (
        <Alert
          severity="error"
          className="mb-5"
          action={
            failure.unverified ? (
              <Button size="sm" variant="text" color="error" onClick={confirmEmail}>
                {t('auth.login.confirmEmail')}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={t('auth.fields.email')} error={errorText(errors.email)} required>
          <Input type="email" autoComplete="username" inputMode="email" {...field('email')} />
        </FormField>
        <FormField label={t('auth.fields.password')} error={errorText(errors.password)} required>
          <PasswordInput autoComplete="current-password" {...field('password')} />
        </FormField>
        <div className="-mt-1 flex justify-end">
          <Link to={paths.forgotPassword} className={`text-sm ${authLinkClass}`}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
