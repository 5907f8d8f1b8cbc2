import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { formatDate } from '@/lib/format';

export default function PickerDate() {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState('2026-11-23');
  return (
    <FormField
      label={t('formsShowcase.pickers.date')}
      hint={t('formsShowcase.pickers.chosen', {
        value: formatDate(day, i18n.language, { month: 'long' }) || '—',
      })}
    >
      <DateInput value={day} onValueChange={setDay} />
    </FormField>
  );
}
