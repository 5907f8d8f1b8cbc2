import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { toast } from '@/lib/toast';
import { onChangeSchema } from './schemas';

type Values = { username: string; password: string; confirm: string };

/** Checked on every change (mode 'onChange'): each field says what is wrong as it is typed. */
export default function ValidationOnChange() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    mode: 'onChange',
    resolver: zodResolver(onChangeSchema),
    defaultValues: { username: '', password: '', confirm: '' },
  });
  const err = (key?: string) => (key ? t(key) : undefined);
  return (
    <form
      noValidate
      aria-label={t('formsShowcase.validation.onChange')}
      onSubmit={handleSubmit(() => {
        toast.success(t('formsShowcase.validation.submitted'));
        reset();
      })}
      className="grid gap-4"
    >
      <FormField label={t('formsShowcase.fields.username')} error={err(errors.username?.message)} required>
        <Input autoComplete="off" {...register('username')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.password')} error={err(errors.password?.message)} required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.confirm')} error={err(errors.confirm?.message)} required>
        <PasswordInput autoComplete="new-password" {...register('confirm')} />
      </FormField>
      <div>
        <Button type="submit">{t('formsShowcase.common.submit')}</Button>
      </div>
    </form>
  );
}
