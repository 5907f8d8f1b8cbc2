import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

export default function TextFieldAdornments() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label={t('formsShowcase.fields.amount')}>
        <Input start="Rp" inputMode="numeric" defaultValue="1.500.000" />
      </FormField>
      <FormField label={t('formsShowcase.textField.weight')}>
        <Input end={<span className="text-sm text-text-muted">kg</span>} inputMode="decimal" />
      </FormField>
      <FormField label={t('formsShowcase.textField.rate')}>
        <Input
          end={<span className="text-sm text-text-muted">%</span>}
          inputMode="decimal"
          defaultValue="2"
        />
      </FormField>
    </div>
  );
}
