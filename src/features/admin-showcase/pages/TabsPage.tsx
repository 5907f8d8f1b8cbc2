import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet } from '../components/ExampleSet';
import { ShowcasePage } from '../components/ShowcasePage';

const modules: ExampleModules = import.meta.glob('../examples/tabs/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/tabs/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

export default function TabsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsTabs')} subtitle={t('showcaseMore.tabs.subtitle')}>
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="showcaseMore.tabs"
        order={[
          ['TabsDefault', 'default'],
          ['TabsColor', 'color'],
          ['TabsFullWidth', 'fullWidth'],
          ['TabsCentered', 'centered'],
          ['TabsIcon', 'icon'],
          ['TabsCustomized', 'customized'],
          ['TabsVertical', 'vertical'],
          ['TabsCustomizedVertical', 'customizedVertical'],
          ['TabsNav', 'nav'],
          ['TabsForcedScroll', 'forcedScroll'],
        ]}
      />
    </ShowcasePage>
  );
}
