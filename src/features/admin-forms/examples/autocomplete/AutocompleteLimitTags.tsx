import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FormField } from '@/components/ui/FormField';
import { countryOptions } from './countries';

const CHOSEN = ['SGP', 'MYS', 'THA', 'JPN', 'AUS'];

export default function AutocompleteLimitTags() {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [countries, setCountries] = useState<AutocompleteOption[]>(() =>
    CHOSEN.flatMap((c) => options.find((o) => o.value === c) ?? []),
  );
  return (
    <FormField
      label={t('formsShowcase.autocomplete.treaties')}
      hint={t('formsShowcase.autocomplete.limitHint')}
    >
      <Autocomplete multiple limitTags={2} options={options} value={countries} onValueChange={setCountries} />
    </FormField>
  );
}
