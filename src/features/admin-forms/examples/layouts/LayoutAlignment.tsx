import { z } from '@contract/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { password, required } from './rules';
import { useLayoutForm } from './useLayoutForm';

const schema = z.object({ username: required, password, remember: z.boolean() });

/** A form centred in its space, as a sign-in card. */
export default function LayoutAlignment() {
  const { t } = useTranslation();
  const { register, onSubmit, error } = useLayoutForm(schema, {
    username: '',
    password: '',
    remember: false,
  });
  return (
    <div className="flex min-h-80 items-center justify-center rounded bg-hover p-6">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('formsShowcase.layouts.alignment')}
        className="grid w-full max-w-sm gap-4 rounded-md bg-paper p-6 shadow"
      >
        <h3 className="text-center text-lg font-medium">{t('formsShowcase.layouts.signIn')}</h3>
        <FormField label={t('formsShowcase.fields.username')} error={error('username')} required>
          <Input autoComplete="off" {...register('username')} />
        </FormField>
        <FormField label={t('formsShowcase.fields.password')} error={error('password')} required>
          <PasswordInput autoComplete="off" {...register('password')} />
        </FormField>
        <Checkbox label={t('formsShowcase.layouts.remember')} {...register('remember')} />
        <Button type="submit" fullWidth>
          {t('formsShowcase.layouts.signIn')}
        </Button>
      </form>
    </div>
  );
}
