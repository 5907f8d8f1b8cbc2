import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FormField } from '@/components/ui/FormField';
import { TAX_TYPES } from '../select/options';

export default function AutocompleteGrouped() {
  const { t } = useTranslation();
  const options = TAX_TYPES.map((o) => ({ ...o, group: t(o.group) }));
  const [tax, setTax] = useState<AutocompleteOption | null>(null);
  return (
    <FormField label={t('formsShowcase.fields.taxType')}>
      <Autocomplete options={options} value={tax} onValueChange={setTax} />
    </FormField>
  );
}
