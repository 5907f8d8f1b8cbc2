import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet } from '../components/ExampleSet';
import { ShowcasePage } from '../components/ShowcasePage';

const modules: ExampleModules = import.meta.glob('../examples/pagination/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/pagination/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

export default function PaginationPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsPagination')} subtitle={t('showcaseMore.pagination.subtitle')}>
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="showcaseMore.pagination"
        order={[
          ['PaginationSimple', 'simple'],
          ['PaginationOutlined', 'outlined'],
          ['PaginationDisabled', 'disabled'],
          ['PaginationRounded', 'rounded'],
          ['PaginationSizes', 'sizes'],
          ['PaginationButtons', 'buttons'],
          ['PaginationControlled', 'controlled'],
          ['PaginationRanges', 'ranges'],
        ]}
      />
    </ShowcasePage>
  );
}
