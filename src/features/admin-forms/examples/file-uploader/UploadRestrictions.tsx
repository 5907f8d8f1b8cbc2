import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '@/components/ui/FileUploader';
import { FormField } from '@/components/ui/FormField';

/** At most 3 PDF or PNG files of 2 MB each: the rest is refused with its reason. */
export default function UploadRestrictions() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FormField label={t('formsShowcase.upload.evidence')}>
      <FileUploader
        multiple
        files={files}
        onFilesChange={setFiles}
        accept=".pdf,.png"
        maxSize={2 * 1024 * 1024}
        maxFiles={3}
      />
    </FormField>
  );
}
