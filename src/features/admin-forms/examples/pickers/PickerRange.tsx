import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, DateRangeInput } from '@/components/ui/DateRangeInput';
import { FormField } from '@/components/ui/FormField';

export default function PickerRange() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>({ from: '2026-11-02', to: '2026-11-13' });
  return (
    <FormField label={t('formsShowcase.pickers.range')} hint={t('formsShowcase.pickers.rangeHint')}>
      <DateRangeInput value={range} onValueChange={setRange} />
    </FormField>
  );
}
