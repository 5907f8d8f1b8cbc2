import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet } from '../components/ExampleSet';
import { ShowcasePage } from '../components/ShowcasePage';

const modules: ExampleModules = import.meta.glob('../examples/timeline/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/timeline/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

export default function TimelinePage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsTimeline')} subtitle={t('showcaseMore.timeline.subtitle')}>
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="showcaseMore.timeline"
        order={[
          ['TimelineFilled', 'filled'],
          ['TimelineOutlined', 'outlined'],
          ['TimelineCenter', 'center'],
        ]}
      />
    </ShowcasePage>
  );
}
