import type { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

/**
 * The layout examples' form: checked by its schema on submit (then on each change), and on success
 * a toast says it was valid: the layouts submit nowhere. `error(name)` is the translated message.
 */
export function useLayoutForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: T,
  onInvalid?: (errors: FieldErrors<T>) => void,
) {
  const { t } = useTranslation();
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: defaultValues as never });
  const onSubmit = form.handleSubmit(() => {
    toast.success(t('formsShowcase.layouts.valid'));
    form.reset();
  }, onInvalid);
  const error = (name: Path<T>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? t(message) : undefined;
  };
  return { ...form, onSubmit, error };
}
