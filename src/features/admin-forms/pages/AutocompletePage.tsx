import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/autocomplete/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/autocomplete/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/autocomplete: the template's sections on the kit's components. */
export default function AutocompletePage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsAutocomplete')}
      subtitle={t('formsShowcase.autocomplete.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.autocomplete"
        order={[
          ['AutocompleteBasic', 'basic'],
          ['AutocompleteAsync', 'async'],
          ['AutocompleteMultiple', 'multiple'],
          ['AutocompleteGrouped', 'grouped'],
          ['AutocompleteDisabledOptions', 'disabledOptions'],
          ['AutocompleteFreeSolo', 'freeSolo'],
          ['AutocompleteCreatable', 'creatable'],
          ['AutocompleteLimitTags', 'limitTags'],
        ]}
      />
    </ShowcasePage>
  );
}
