import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/auth';
import { EFIN_LENGTH, EFIN_MAX_LENGTH, EFIN_MIN_LENGTH } from '@contract/settings';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Numbers the validation messages may show. */
const limits = {
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  efinMin: EFIN_MIN_LENGTH,
  efinMax: EFIN_MAX_LENGTH,
  efinLength: EFIN_LENGTH,
};

/**
 * Text of a field error: client-side messages are translation keys; errors placed from the
 * server's answer (type 'server') are already text.
 */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message, limits);
  };
}
