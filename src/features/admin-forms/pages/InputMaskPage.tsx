import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/input-mask/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/input-mask/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/input-mask: the template's sections on the kit's components. */
export default function InputMaskPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsInputMask')}
      subtitle={t('formsShowcase.mask.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.mask"
        order={[
          ['MaskPayment', 'card'],
          ['MaskPhone', 'phone'],
          ['MaskDateTime', 'dateTime'],
          ['MaskRupiah', 'rupiah'],
          ['MaskTaxIds', 'taxIds'],
        ]}
      />
    </ShowcasePage>
  );
}
