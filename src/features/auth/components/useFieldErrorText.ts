import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/auth';
import type { FieldError } from '@/lib/form/useForm';
import { useT } from '@/lib/i18n/useT';

const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX };

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
