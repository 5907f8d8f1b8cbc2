import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/grid/Grid*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/grid/Grid*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /tables/data-grid: the portal's DataGrid kit, example by example, and a grid the server pages. */
export default function DataGridPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.tablesDataGrid')}
      subtitle={t('adminTables.gridSubtitle')}
      section="nav.sectionFormsTables"
      columns="one"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="adminTables.grid"
        order={[
          ['GridBasic', 'basic.title'],
          ['GridQuickFilter', 'quickFilter.title'],
          ['GridColumns', 'columns.title'],
          ['GridEditable', 'editable.title'],
          ['GridSort', 'sort.title'],
          ['GridSelection', 'selection.title'],
          ['GridServerSide', 'server.title'],
        ]}
      />
    </ShowcasePage>
  );
}
