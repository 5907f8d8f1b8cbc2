import type { FieldError } from '@/lib/form/useForm';
import { useT } from '@/lib/i18n/useT';
import { AUTH_LIMITS } from '../api/auth-api';

const limits = { min: AUTH_LIMITS.passwordMin, max: AUTH_LIMITS.passwordMax };

/**
 * Text of a field error: our own messages are translation keys; errors put there from the
 * server's `fields` (type 'server') are shown as the server wrote them.
 */
export function useFieldErrorText() {
  const { t } = useT();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message, limits);
  };
}
