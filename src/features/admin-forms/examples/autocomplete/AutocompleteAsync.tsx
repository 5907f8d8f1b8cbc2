import type { AutocompleteKind } from '@contract/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FormField } from '@/components/ui/FormField';
import { useSuggestions } from '../../api/suggestions';

export default function AutocompleteAsync() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AutocompleteKind>('tax-object');
  const { options, loading, search, total } = useSuggestions(kind);
  const [value, setValue] = useState<AutocompleteOption | null>(null);
  return (
    <div className="grid gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('formsShowcase.autocomplete.source')}</legend>
        {(['tax-object', 'country'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => {
              setKind(k);
              setValue(null);
            }}
            className="rounded-full border border-divider px-3 py-1 text-sm text-text aria-pressed:border-primary aria-pressed:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t(`formsShowcase.autocomplete.kind.${k}`)}
          </button>
        ))}
      </fieldset>
      <FormField
        label={t(`formsShowcase.autocomplete.search.${kind}`)}
        hint={t('formsShowcase.autocomplete.asyncHint', { count: total })}
      >
        <Autocomplete
          options={options}
          loading={loading}
          onQueryChange={search}
          value={value}
          onValueChange={setValue}
        />
      </FormField>
    </div>
  );
}
