import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Text of a field error: client-side messages are translation keys; errors placed from the
 * server's answer (type 'server') are already text.
 */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message);
  };
}
