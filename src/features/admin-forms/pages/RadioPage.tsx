import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/radio/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/radio/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/radio: the template's sections on the kit's components. */
export default function RadioPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsRadio')}
      subtitle={t('formsShowcase.radio.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.radio"
        order={[
          ['RadioBasic', 'basic'],
          ['RadioControlled', 'controlled'],
          ['RadioCards', 'cards'],
          ['RadioShowError', 'showError'],
        ]}
      />
    </ShowcasePage>
  );
}
