import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet, ShowcasePage } from '@/features/admin-showcase';

const modules: ExampleModules = import.meta.glob('../examples/file-uploader/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/file-uploader/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

/** /forms/form-elements/file-uploader: the template's sections on the kit's components. */
export default function FileUploaderPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.formsFileUploader')}
      subtitle={t('formsShowcase.upload.subtitle')}
      section="nav.formElements"
    >
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="formsShowcase.upload"
        order={[
          ['UploadMultiple', 'multiple'],
          ['UploadSingle', 'single'],
          ['UploadRestrictions', 'restrictions'],
        ]}
      />
    </ShowcasePage>
  );
}
