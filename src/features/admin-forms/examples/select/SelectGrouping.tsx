import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Listbox } from '@/components/ui/Listbox';
import { TAX_TYPES } from './options';

export default function SelectGrouping() {
  const { t } = useTranslation();
  const [tax, setTax] = useState('pph23');
  // PPnBM is shown but cannot be chosen here
  const options = TAX_TYPES.map((o) => ({ ...o, group: t(o.group), disabled: o.value === 'ppnbm' }));
  return (
    <FormField label={t('formsShowcase.fields.taxType')}>
      <Listbox options={options} value={tax} onValueChange={setTax} />
    </FormField>
  );
}
