import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/pickers/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/pickers/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/pickers: the template's sections on the kit's components. */
export default function PickersPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsPickers')}
      subtitle={t('formsShowcase.pickers.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.pickers"
        order={[
          ['PickerDate', 'date'],
          ['PickerTime', 'time'],
          ['PickerDateTime', 'dateTime'],
          ['PickerRange', 'range'],
          ['PickerMinMax', 'minMax'],
          ['PickerExcluded', 'excluded'],
          ['PickerPeriods', 'periods'],
          ['PickerLocale', 'locale'],
        ]}
      />
    </ShowcasePage>
  );
}
