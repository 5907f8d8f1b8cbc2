import { z } from '@contract/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { email, password, required } from './rules';
import { useLayoutForm } from './useLayoutForm';

const schema = z.object({ name: required, email, password });

export default function LayoutBasic() {
  const { t } = useTranslation();
  const { register, onSubmit, error } = useLayoutForm(schema, { name: '', email: '', password: '' });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('formsShowcase.layouts.basic')} className="grid gap-4">
      <FormField label={t('formsShowcase.fields.name')} error={error('name')} required>
        <Input {...register('name')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.email')} error={error('email')} required>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.password')} error={error('password')} required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <div>
        <Button type="submit">{t('formsShowcase.common.submit')}</Button>
      </div>
    </form>
  );
}
