import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/wizard/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/wizard/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-wizard: the template's sections on the kit's components. */
export default function WizardPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsWizard')}
      subtitle={t('formsShowcase.wizard.subtitle')}
      section="nav.sectionFormsTables"
      columns="one"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.wizard"
        order={[
          ['WizardSigner', 'signer'],
          ['StepperLinear', 'linear'],
          ['StepperAlternativeLabel', 'alternativeLabel'],
          ['StepperVerticalNumbers', 'verticalNumbers'],
          ['StepperVerticalNoNumbers', 'verticalNoNumbers'],
          ['StepperCustomHorizontal', 'customHorizontal'],
          ['StepperCustomVertical', 'customVertical'],
        ]}
      />
    </ShowcasePage>
  );
}
