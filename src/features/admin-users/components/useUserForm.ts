import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/errors';
import { useApiErrorMessage } from '@/lib/errors';
import { useRefreshUsers } from '../api/users-api';
import { setServerFieldErrors, userFormRules } from './user-form';

/**
 * The add and edit forms' common part: react-hook-form with the translated rules, and a submit
 * that saves, reads the users again, and on a refusal puts the server's field errors on their
 * fields (a taken address on the email field) or shows its message, keeping what was typed.
 */
export function useUserForm<F extends FieldValues>(
  defaultValues: DefaultValues<F>,
  fields: readonly Path<F>[],
  save: (values: F) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const refresh = useRefreshUsers();
  const errorText = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<F>({ defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'email_taken' && fields.includes('email' as Path<F>)) {
        const message = t('users.form.emailTaken');
        form.setError('email' as Path<F>, { type: 'server', message }, { shouldFocus: true });
      } else if (!setServerFieldErrors(err, form.setError, fields)) setFailure(errorText(err));
    }
  });
  return { form, submit, failure, rules: userFormRules(t) };
}
