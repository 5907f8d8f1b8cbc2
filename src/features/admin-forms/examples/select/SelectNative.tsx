import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { BANKS } from './options';

export default function SelectNative() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.fields.bank')}>
        <Select
          placeholder={t('formsShowcase.select.choose')}
          options={BANKS.map((b) => ({ value: b, label: b }))}
        />
      </FormField>
      <FormField label={t('formsShowcase.select.small')}>
        <Select size="sm" defaultValue="BNI" options={BANKS.map((b) => ({ value: b, label: b }))} />
      </FormField>
    </div>
  );
}
