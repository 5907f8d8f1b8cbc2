import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/switch/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/switch/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/switch: the template's sections on the kit's components. */
export default function SwitchPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsSwitch')}
      subtitle={t('formsShowcase.switch.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.switch"
        order={[
          ['SwitchBasic', 'basic'],
          ['SwitchControlled', 'controlled'],
          ['SwitchLabelPlacement', 'labelPlacement'],
          ['SwitchDescriptions', 'descriptions'],
        ]}
      />
    </ShowcasePage>
  );
}
