import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';

export default function TextFieldFormProps() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.textField.required')} required>
        <Input defaultValue="PT Maju Bersama" />
      </FormField>
      <FormField label={t('formsShowcase.textField.readOnly')}>
        <Input defaultValue="0012 3456 7890 1234" readOnly />
      </FormField>
      <FormField label={t('formsShowcase.fields.password')}>
        <PasswordInput autoComplete="new-password" />
      </FormField>
      <FormField label={t('formsShowcase.textField.number')}>
        <Input type="number" inputMode="numeric" defaultValue={12} min={0} />
      </FormField>
      <FormField label={t('formsShowcase.textField.search')}>
        <Input type="search" placeholder={t('formsShowcase.textField.searchPlaceholder')} />
      </FormField>
      <FormField label={t('formsShowcase.textField.withHint')} hint={t('formsShowcase.textField.hint')}>
        <Input />
      </FormField>
    </div>
  );
}
