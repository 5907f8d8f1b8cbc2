import { AtSign, Building2, Phone, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

export default function TextFieldIcons() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.fields.name')}>
        <Input start={<User aria-hidden="true" className="size-4" />} />
      </FormField>
      <FormField label={t('formsShowcase.fields.company')}>
        <Input start={<Building2 aria-hidden="true" className="size-4" />} />
      </FormField>
      <FormField label={t('formsShowcase.fields.email')}>
        <Input type="email" autoComplete="off" start={<AtSign aria-hidden="true" className="size-4" />} />
      </FormField>
      <FormField label={t('formsShowcase.fields.phone')}>
        <Input type="tel" end={<Phone aria-hidden="true" className="size-4 text-text-muted" />} />
      </FormField>
    </div>
  );
}
