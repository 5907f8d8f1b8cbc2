import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/validation/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/validation/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-validation: the template's sections on the kit's components. */
export default function ValidationPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsValidation')}
      subtitle={t('formsShowcase.validation.subtitle')}
      section="nav.sectionFormsTables"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.validation"
        order={[
          ['ValidationBasic', 'basic'],
          ['ValidationAsync', 'async'],
          ['ValidationOnChange', 'onChange'],
        ]}
      />
    </ShowcasePage>
  );
}
