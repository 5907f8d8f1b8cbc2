import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/textarea/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/textarea/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/textarea: the template's sections on the kit's components. */
export default function TextareaPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsTextarea')}
      subtitle={t('formsShowcase.textarea.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.textarea"
        order={[
          ['TextareaBasic', 'basic'],
          ['TextareaAutoGrow', 'autoGrow'],
          ['TextareaCounter', 'counter'],
        ]}
      />
    </ShowcasePage>
  );
}
