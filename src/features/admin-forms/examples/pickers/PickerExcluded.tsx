import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/DateInput';
import { dateFromIso } from '@/components/ui/date-picker/dates';
import { FormField } from '@/components/ui/FormField';

// National holidays of December 2026 (sample) and every weekend cannot be chosen.
const HOLIDAYS = ['2026-12-24', '2026-12-25', '2026-12-26'];
const closed = (iso: string) => HOLIDAYS.includes(iso) || [0, 6].includes(dateFromIso(iso)?.getDay() ?? -1);

export default function PickerExcluded() {
  const { t } = useTranslation();
  const [day, setDay] = useState('2026-12-22');
  return (
    <FormField label={t('formsShowcase.pickers.workday')} hint={t('formsShowcase.pickers.excludedHint')}>
      <DateInput value={day} onValueChange={setDay} excluded={closed} />
    </FormField>
  );
}
