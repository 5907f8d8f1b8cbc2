import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/editor/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/editor/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/editor: the template's sections on the kit's components. */
export default function EditorPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      columns="one"
      title={t('nav.formsEditor')}
      subtitle={t('formsShowcase.editor.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.editor"
        order={[
          ['EditorControlled', 'controlled'],
          ['EditorUncontrolled', 'uncontrolled'],
          ['EditorValidation', 'validation'],
        ]}
      />
    </ShowcasePage>
  );
}
