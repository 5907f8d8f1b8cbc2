import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet } from '../components/ExampleSet';
import { ShowcasePage } from '../components/ShowcasePage';

const modules: ExampleModules = import.meta.glob('../examples/toast/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/toast/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

export default function ToastPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsToast')} subtitle={t('showcaseMore.toast.subtitle')}>
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="showcaseMore.toast"
        order={[
          ['ToastBlank', 'blank'],
          ['ToastError', 'error'],
          ['ToastEmoji', 'emoji'],
          ['ToastThemed', 'themed'],
          ['ToastCustom', 'custom'],
          ['ToastSuccess', 'success'],
          ['ToastPromise', 'promise'],
          ['ToastMultiLine', 'multiLine'],
          ['ToastPosition', 'customPosition'],
        ]}
      />
    </ShowcasePage>
  );
}
