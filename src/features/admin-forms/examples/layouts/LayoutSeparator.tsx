import { z } from '@contract/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { Select } from '@/components/ui/Select';
import { email, password, phone, required } from './rules';
import { useLayoutForm } from './useLayoutForm';

const schema = z.object({
  username: required,
  email,
  password,
  name: required,
  country: required,
  birthDate: required,
  phone,
});

export default function LayoutSeparator() {
  const { t } = useTranslation();
  const { register, control, onSubmit, error } = useLayoutForm(schema, {
    username: '',
    email: '',
    password: '',
    name: '',
    country: '',
    birthDate: '',
    phone: '',
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('formsShowcase.layouts.separator')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <h3 className="text-sm font-medium text-text-muted sm:col-span-2">
        1. {t('formsShowcase.layouts.account')}
      </h3>
      <FormField label={t('formsShowcase.fields.username')} error={error('username')} required>
        <Input autoComplete="off" {...register('username')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.email')} error={error('email')} required>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField
        label={t('formsShowcase.fields.password')}
        error={error('password')}
        required
        className="sm:col-span-2"
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <hr className="border-divider sm:col-span-2" />
      <h3 className="text-sm font-medium text-text-muted sm:col-span-2">
        2. {t('formsShowcase.layouts.personal')}
      </h3>
      <FormField label={t('formsShowcase.fields.name')} error={error('name')} required>
        <Input {...register('name')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.country')} error={error('country')} required>
        <Select
          placeholder={t('formsShowcase.select.choose')}
          options={['Indonesia', 'Malaysia', 'Singapore'].map((c) => ({ value: c, label: c }))}
          {...register('country')}
        />
      </FormField>
      <FormField label={t('formsShowcase.fields.birthDate')} error={error('birthDate')} required>
        <Controller
          control={control}
          name="birthDate"
          render={({ field }) => (
            <DateInput value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormField>
      <FormField label={t('formsShowcase.fields.phone')} error={error('phone')} required>
        <Input inputMode="tel" {...register('phone')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit">{t('formsShowcase.common.submit')}</Button>
      </div>
    </form>
  );
}
