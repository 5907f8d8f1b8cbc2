import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/select/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/select/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/select: the template's sections on the kit's components. */
export default function SelectPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsSelect')}
      subtitle={t('formsShowcase.select.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.select"
        order={[
          ['SelectBasic', 'basic'],
          ['SelectNative', 'native'],
          ['SelectVariants', 'variants'],
          ['SelectMultiple', 'multiple'],
          ['SelectGrouping', 'grouping'],
        ]}
      />
    </ShowcasePage>
  );
}
