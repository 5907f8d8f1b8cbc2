import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

export default function TextFieldBasic() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.fields.name')}>
        <Input placeholder="Budi Santoso" />
      </FormField>
      <FormField label={t('formsShowcase.fields.company')} hint={t('formsShowcase.textField.optional')}>
        <Input defaultValue="PT Maju Bersama" />
      </FormField>
      <FormField label={t('formsShowcase.fields.email')} required>
        <Input type="email" autoComplete="off" placeholder="nama@contoh.co.id" />
      </FormField>
      <FormField label={t('formsShowcase.fields.city')}>
        <Input defaultValue="Jakarta" disabled />
      </FormField>
    </div>
  );
}
