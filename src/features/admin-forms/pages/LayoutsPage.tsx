import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/layouts/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/layouts/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-layouts: the template's sections on the kit's components. */
export default function LayoutsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsLayouts')}
      subtitle={t('formsShowcase.layouts.subtitle')}
      section="nav.sectionFormsTables"
      columns="one"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.layouts"
        order={[
          ['LayoutBasic', 'basic'],
          ['LayoutIcons', 'icons'],
          ['LayoutSeparator', 'separator'],
          ['LayoutTabs', 'tabs'],
          ['LayoutCollapsible', 'collapsible'],
          ['LayoutAlignment', 'alignment'],
        ]}
      />
    </ShowcasePage>
  );
}
