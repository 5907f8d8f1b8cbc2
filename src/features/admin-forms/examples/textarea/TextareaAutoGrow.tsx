import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';

export default function TextareaAutoGrow() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.textarea.grows')} hint={t('formsShowcase.textarea.growsHint')}>
        <Textarea autoGrow rows={2} />
      </FormField>
      <FormField label={t('formsShowcase.textarea.maxRows')} hint={t('formsShowcase.textarea.maxRowsHint')}>
        <Textarea autoGrow rows={2} maxRows={5} />
      </FormField>
    </div>
  );
}
