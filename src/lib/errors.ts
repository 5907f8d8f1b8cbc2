import { useCallback } from 'react';
import { ApiError, NETWORK_ERROR_KEY } from '@/lib/api/errors';
import { useT } from '@/lib/i18n/useT';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Text for any thrown value: a translated `apiErrors.<code>`, else the server's message. */
export function apiErrorMessage(t: Translate, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return t(NETWORK_ERROR_KEY);
    if (err.code === 'too_many_attempts' && err.retryAfter) {
      return t('common.errors.retryAfter', { seconds: Math.ceil(err.retryAfter) });
    }
    if (err.code) {
      const key = `apiErrors.${err.code}`;
      const text = t(key, { defaultValue: '' });
      if (text && text !== key) return text;
    }
    // A gateway's "Bad Gateway" page or a bare status: the reader gets their own language.
    if (!err.fromServer) return t('common.errors.http', { status: err.status });
    return err.message || t('common.errors.unknown');
  }
  return t('common.errors.unknown');
}

/** `(err) => translated text` for toasts and form alerts. */
export function useApiErrorMessage(): (err: unknown) => string {
  const { t } = useT();
  return useCallback((err: unknown) => apiErrorMessage(t, err), [t]);
}

type SetError<F extends string> = (
  name: F,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Puts the server's field errors (`err.fields`) on form fields (react-hook-form's or @/lib/form's). Only fields the form
 * knows are set (pass their names); `codeField` puts an error code that concerns one field (a weak
 * password, a wrong code) on that field as `apiErrors.<code>`. Answers whether any was set, so the
 * caller can fall back to a form-level message.
 */
export function setFieldErrors<F extends string>(
  err: unknown,
  setError: SetError<F>,
  known: readonly F[],
  codeField: Partial<Record<string, F>> = {},
): boolean {
  if (!(err instanceof ApiError)) return false;
  const byCode = err.code ? codeField[err.code] : undefined;
  if (byCode) {
    setError(byCode, { type: 'api', message: `apiErrors.${err.code}` }, { shouldFocus: true });
    return true;
  }
  if (!err.fields) return false;
  let first = true;
  let any = false;
  for (const [name, message] of Object.entries(err.fields)) {
    if (!known.includes(name as F)) continue;
    setError(name as F, { type: 'server', message }, { shouldFocus: first });
    first = false;
    any = true;
  }
  return any;
}
