import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FormField } from '@/components/ui/FormField';
import { BANKS } from '../select/options';

const OPTIONS = BANKS.map((b) => ({ value: b, label: b }));

export default function AutocompleteMultiple() {
  const { t } = useTranslation();
  const [banks, setBanks] = useState<AutocompleteOption[]>([OPTIONS[0], OPTIONS[3]]);
  return (
    <FormField label={t('formsShowcase.select.banks')}>
      <Autocomplete multiple options={OPTIONS} value={banks} onValueChange={setBanks} />
    </FormField>
  );
}
