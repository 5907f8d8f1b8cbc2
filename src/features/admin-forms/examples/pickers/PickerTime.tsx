import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { TimeInput } from '@/components/ui/TimeInput';

export default function PickerTime() {
  const { t } = useTranslation();
  const [time, setTime] = useState('09:30');
  const [office, setOffice] = useState('');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.pickers.time')}>
        <TimeInput value={time} onValueChange={setTime} />
      </FormField>
      <FormField
        label={t('formsShowcase.pickers.officeHours')}
        hint={t('formsShowcase.pickers.officeHoursHint')}
      >
        <TimeInput value={office} onValueChange={setOffice} step={15} min="08:00" max="16:00" />
      </FormField>
    </div>
  );
}
