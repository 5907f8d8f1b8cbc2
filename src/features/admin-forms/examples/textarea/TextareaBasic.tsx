import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';

export default function TextareaBasic() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.fields.address')}>
        <Textarea rows={3} placeholder="Jl. Merdeka No. 1, Jakarta" />
      </FormField>
      <FormField label={t('formsShowcase.textarea.disabled')}>
        <Textarea rows={3} disabled defaultValue={t('formsShowcase.textarea.sample')} />
      </FormField>
    </div>
  );
}
