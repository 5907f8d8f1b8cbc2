import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet } from '../components/ExampleSet';
import { ShowcasePage } from '../components/ShowcasePage';

const modules: ExampleModules = import.meta.glob('../examples/ratings/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/ratings/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

export default function RatingsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsRatings')} subtitle={t('showcaseMore.ratings.subtitle')}>
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="showcaseMore.ratings"
        order={[
          ['RatingBasic', 'basic'],
          ['RatingCustomized', 'customized'],
          ['RatingHalf', 'half'],
          ['RatingSizes', 'sizes'],
          ['RatingHover', 'hover'],
        ]}
      />
    </ShowcasePage>
  );
}
