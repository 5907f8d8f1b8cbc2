import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FormField } from '@/components/ui/FormField';
import { countryOptions } from './countries';

export default function AutocompleteBasic() {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [country, setCountry] = useState<AutocompleteOption | null>(null);
  return (
    <FormField label={t('formsShowcase.fields.country')} hint={t('formsShowcase.autocomplete.typeToFilter')}>
      <Autocomplete
        options={options}
        value={country}
        onValueChange={setCountry}
        placeholder={t('formsShowcase.autocomplete.countryPlaceholder')}
      />
    </FormField>
  );
}
