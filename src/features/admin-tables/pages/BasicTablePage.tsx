import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/basic/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/basic/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /tables/mui: the template's basic tables on plain, accessible <table> markup. */
export default function BasicTablePage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.tablesMui')}
      subtitle={t('adminTables.basicSubtitle')}
      section="nav.sectionFormsTables"
      columns="one"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="adminTables"
        order={[
          ['TableBasic', 'basic.title'],
          ['TableDense', 'dense.title'],
          ['TableStickyHeader', 'sticky.title'],
          ['TableCollapsible', 'collapsible.title'],
          ['TableSpanning', 'spanning.title'],
          ['TableCustomized', 'customized.title'],
        ]}
      />
    </ShowcasePage>
  );
}
