import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/text-field/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/text-field/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/text-field: the template's sections on the kit's components. */
export default function TextFieldPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsTextField')}
      subtitle={t('formsShowcase.textField.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.textField"
        order={[
          ['TextFieldBasic', 'basic'],
          ['TextFieldFormProps', 'formProps'],
          ['TextFieldControlled', 'controlled'],
          ['TextFieldIcons', 'icons'],
          ['TextFieldAdornments', 'adornments'],
          ['TextFieldValidation', 'validation'],
        ]}
      />
    </ShowcasePage>
  );
}
