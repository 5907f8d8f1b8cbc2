import { z } from '@contract/zod';
import { AtSign, MessageSquare, Phone, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { email, phone, required } from './rules';
import { useLayoutForm } from './useLayoutForm';

const schema = z.object({ name: required, email, phone, message: required });

export default function LayoutIcons() {
  const { t } = useTranslation();
  const { register, onSubmit, error } = useLayoutForm(schema, {
    name: '',
    email: '',
    phone: '',
    message: '',
  });
  const icon = (I: typeof User) => <I aria-hidden="true" className="size-4" />;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('formsShowcase.layouts.icons')} className="grid gap-4">
      <FormField label={t('formsShowcase.fields.name')} error={error('name')} required>
        <Input start={icon(User)} {...register('name')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.email')} error={error('email')} required>
        <Input type="email" autoComplete="off" start={icon(AtSign)} {...register('email')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.phone')} error={error('phone')} required>
        <Input inputMode="tel" start={icon(Phone)} {...register('phone')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.message')} error={error('message')} required>
        <div className="relative">
          <MessageSquare aria-hidden="true" className="absolute start-3 top-3 size-4 text-text-muted" />
          <Textarea rows={3} className="ps-9" {...register('message')} />
        </div>
      </FormField>
      <div>
        <Button type="submit">{t('formsShowcase.common.submit')}</Button>
      </div>
    </form>
  );
}
