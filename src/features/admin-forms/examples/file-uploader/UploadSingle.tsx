import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '@/components/ui/FileUploader';
import { FormField } from '@/components/ui/FormField';

export default function UploadSingle() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <div className="grid gap-6">
      <FormField label={t('formsShowcase.upload.logo')}>
        <FileUploader files={files} onFilesChange={setFiles} accept="image/*" />
      </FormField>
      <FormField label={t('formsShowcase.upload.compact')}>
        <FileUploader variant="compact" files={files} onFilesChange={setFiles} accept="image/*" />
      </FormField>
    </div>
  );
}
