import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';

export default function TextareaCounter() {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <FormField label={t('formsShowcase.textarea.reason')} hint={t('formsShowcase.textarea.reasonHint')}>
      <Textarea
        autoGrow
        showCount
        maxLength={200}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </FormField>
  );
}
