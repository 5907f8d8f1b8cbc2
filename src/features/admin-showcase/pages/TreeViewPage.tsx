import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet } from '../components/ExampleSet';
import { ShowcasePage } from '../components/ShowcasePage';

const modules: ExampleModules = import.meta.glob('../examples/tree-view/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/tree-view/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

export default function TreeViewPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsTreeView')} subtitle={t('showcaseMore.treeView.subtitle')}>
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="showcaseMore.treeView"
        order={[
          ['TreeViewBasic', 'basic'],
          ['TreeViewMultiSelect', 'multiSelect'],
          ['TreeViewControlled', 'controlled'],
          ['TreeViewRichObject', 'richObject'],
          ['TreeViewCustomized', 'customized'],
          ['TreeViewGmail', 'gmail'],
        ]}
      />
    </ShowcasePage>
  );
}
