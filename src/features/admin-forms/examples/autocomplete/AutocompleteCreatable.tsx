import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FormField } from '@/components/ui/FormField';

export default function AutocompleteCreatable() {
  const { t } = useTranslation();
  const [labels, setLabels] = useState<AutocompleteOption[]>([
    { value: 'urgent', label: t('formsShowcase.autocomplete.urgent') },
  ]);
  const [known, setKnown] = useState(labels);
  return (
    <FormField
      label={t('formsShowcase.autocomplete.labels')}
      hint={t('formsShowcase.autocomplete.creatableHint')}
    >
      <Autocomplete
        multiple
        creatable
        options={known}
        value={labels}
        onValueChange={(next) => {
          setLabels(next);
          setKnown((all) => [...all, ...next.filter((n) => !all.some((a) => a.value === n.value))]);
        }}
      />
    </FormField>
  );
}
