import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/DateInput';
import { isoFromDate } from '@/components/ui/date-picker/dates';
import { FormField } from '@/components/ui/FormField';

export default function PickerMinMax() {
  const { t } = useTranslation();
  const today = new Date();
  const min = isoFromDate(new Date(today.getFullYear(), today.getMonth(), 1));
  const max = isoFromDate(today);
  const [day, setDay] = useState('');
  return (
    <FormField label={t('formsShowcase.pickers.docDate')} hint={t('formsShowcase.pickers.minMaxHint')}>
      <DateInput value={day} onValueChange={setDay} min={min} max={max} />
    </FormField>
  );
}
