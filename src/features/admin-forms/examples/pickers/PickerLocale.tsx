import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';

export default function PickerLocale() {
  const { t } = useTranslation();
  const [day, setDay] = useState('2026-08-17');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-text-muted">{t('formsShowcase.pickers.localeText')}</p>
      <FormField label={t('formsShowcase.pickers.date')}>
        <DateInput value={day} onValueChange={setDay} />
      </FormField>
    </div>
  );
}
