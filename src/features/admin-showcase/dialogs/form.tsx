import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** react-hook-form with a zod schema whose messages are translation keys (showcaseMore.dialogs.errors.*). */
export function useExampleForm<T extends FieldValues>(
  schema: z.ZodType<T>,
  options: Omit<UseFormProps<T>, 'resolver'>,
) {
  return useForm<T>({ ...options, resolver: zodResolver(schema as never) as unknown as Resolver<T> });
}

/** The translated message of a field error (its message is a key), or undefined. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error?: { message?: string }) => (error?.message ? t(error.message) : undefined);
}

/** The examples that have no matching action on the server say so instead of sending anything. */
export function useDone() {
  const { t } = useTranslation();
  return (close: () => void) => {
    close();
    toast.success(t('showcaseMore.dialogs.exampleDone'));
  };
}

export const E = (key: string) => `showcaseMore.dialogs.errors.${key}`;
