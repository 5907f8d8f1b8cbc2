import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/DateInput';
import { TimeInput } from '@/components/ui/TimeInput';

export default function PickerDateTime() {
  const { t } = useTranslation();
  const [day, setDay] = useState('2026-12-01');
  const [time, setTime] = useState('14:00');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-text">{t('formsShowcase.pickers.meeting')}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <DateInput aria-label={t('formsShowcase.pickers.date')} value={day} onValueChange={setDay} />
        <TimeInput
          aria-label={t('formsShowcase.pickers.time')}
          value={time}
          onValueChange={setTime}
          step={15}
        />
      </div>
      <output className="text-xs text-text-muted" dir="ltr">
        {day && time ? `${day}T${time}` : '—'}
      </output>
    </fieldset>
  );
}
