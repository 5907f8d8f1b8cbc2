import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '@/components/ui/FileUploader';
import { FormField } from '@/components/ui/FormField';

export default function UploadMultiple() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FormField label={t('formsShowcase.upload.attachments')}>
      <FileUploader multiple files={files} onFilesChange={setFiles} />
    </FormField>
  );
}
