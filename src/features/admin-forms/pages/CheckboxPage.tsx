import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/checkbox/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/checkbox/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/checkbox: the template's sections on the kit's components. */
export default function CheckboxPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsCheckbox')}
      subtitle={t('formsShowcase.checkbox.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.checkbox"
        order={[
          ['CheckboxBasic', 'basic'],
          ['CheckboxControlled', 'controlled'],
          ['CheckboxDescriptions', 'descriptions'],
          ['CheckboxShowError', 'showError'],
        ]}
      />
    </ShowcasePage>
  );
}
