import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FormField } from '@/components/ui/FormField';
import { BANKS } from '../select/options';

export default function AutocompleteDisabledOptions() {
  const { t } = useTranslation();
  // banks without a virtual account here cannot be chosen
  const options = BANKS.map((b, i) => ({ value: b, label: b, disabled: i % 3 === 2 }));
  const [bank, setBank] = useState<AutocompleteOption | null>(null);
  return (
    <FormField label={t('formsShowcase.fields.bank')} hint={t('formsShowcase.autocomplete.someDisabled')}>
      <Autocomplete options={options} value={bank} onValueChange={setBank} />
    </FormField>
  );
}
