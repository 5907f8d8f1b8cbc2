import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { PeriodPicker } from '@/components/ui/PeriodPicker';

export default function PickerPeriods() {
  const { t } = useTranslation();
  const [month, setMonth] = useState('2026-10');
  const [quarter, setQuarter] = useState('2026-Q3');
  const [year, setYear] = useState('2025');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label={t('formsShowcase.pickers.masa')}>
        <PeriodPicker kind="month" value={month} onValueChange={setMonth} />
      </FormField>
      <FormField label={t('formsShowcase.pickers.quarter')}>
        <PeriodPicker kind="quarter" value={quarter} onValueChange={setQuarter} />
      </FormField>
      <FormField label={t('formsShowcase.pickers.year')}>
        <PeriodPicker
          kind="year"
          value={year}
          onValueChange={setYear}
          max={String(new Date().getFullYear())}
        />
      </FormField>
    </div>
  );
}
