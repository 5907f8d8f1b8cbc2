import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/slider/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/slider/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/slider: the template's sections on the kit's components. */
export default function SliderPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsSlider')}
      subtitle={t('formsShowcase.slider.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.slider"
        order={[
          ['SliderBasic', 'basic'],
          ['SliderRange', 'range'],
          ['SliderMarks', 'marks'],
          ['SliderVertical', 'vertical'],
          ['SliderColors', 'colors'],
        ]}
      />
    </ShowcasePage>
  );
}
