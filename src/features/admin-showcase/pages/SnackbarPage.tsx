import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet } from '../components/ExampleSet';
import { ShowcasePage } from '../components/ShowcasePage';

const modules: ExampleModules = import.meta.glob('../examples/snackbar/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/snackbar/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

export default function SnackbarPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsSnackbar')} subtitle={t('showcaseMore.snackbar.subtitle')}>
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="showcaseMore.snackbar"
        order={[
          ['SnackbarSimple', 'simple'],
          ['SnackbarAlert', 'alert'],
          ['SnackbarPositioned', 'positioned'],
          ['SnackbarConsecutive', 'consecutive'],
          ['SnackbarTransition', 'transition'],
          ['SnackbarDirection', 'direction'],
        ]}
      />
    </ShowcasePage>
  );
}
