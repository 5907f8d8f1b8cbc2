import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FormField } from '@/components/ui/FormField';

const CITIES = ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Semarang', 'Makassar', 'Denpasar'].map((c) => ({
  value: c,
  label: c,
}));

export default function AutocompleteFreeSolo() {
  const { t } = useTranslation();
  const [city, setCity] = useState<AutocompleteOption | null>(null);
  return (
    <FormField
      label={t('formsShowcase.fields.city')}
      hint={t('formsShowcase.autocomplete.freeSoloHint', { value: city?.label ?? '—' })}
    >
      <Autocomplete freeSolo options={CITIES} value={city} onValueChange={setCity} />
    </FormField>
  );
}
