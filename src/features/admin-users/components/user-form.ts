// The add and edit forms' rules (react-hook-form), messages translated; the server has the final word.

import { ApiError } from '@/lib/api/errors';
import { EMAIL_PATTERN, isPhone } from '@/lib/contact-rules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const NPWP = /^\d{15,16}$/;
const digitsOf = (v: string) => v.replace(/[\s.-]/g, '');

export const userFormRules = (t: Translate) => ({
  nama: {
    validate: (v: string) => v.trim().length > 0 || t('users.validation.nameRequired'),
    maxLength: { value: 120, message: t('users.validation.nameLong', { max: 120 }) },
  },
  email: {
    validate: (v: string) =>
      !v.trim()
        ? t('users.validation.emailRequired')
        : EMAIL_PATTERN.test(v.trim()) || t('users.validation.emailInvalid'),
  },
  phone: { validate: (v: string) => !v.trim() || isPhone(v) || t('users.validation.phoneInvalid') },
  npwp: { validate: (v: string) => !v.trim() || NPWP.test(digitsOf(v)) || t('users.validation.npwpInvalid') },
  company: { maxLength: { value: 160, message: t('users.validation.nameLong', { max: 160 }) } },
});

type SetError<F> = (
  field: F,
  error: { type: string; message: string },
  opts: { shouldFocus: boolean },
) => void;

/**
 * Puts the server's field errors on the form's fields (its names: 'data.email' in the add-user
 * body, 'company_name'), focusing the first; false when none is a field of the form.
 */
export function setServerFieldErrors<F extends string>(
  err: unknown,
  setError: SetError<F>,
  known: readonly F[],
) {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(err instanceof ApiError ? (err.fields ?? {}) : {}))
    fields[key.replace(/^data\./, '').replace(/^company_name$/, 'company')] = message;
  let first = true;
  for (const field of known) {
    if (!fields[field]) continue;
    setError(field, { type: 'server', message: fields[field] }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
