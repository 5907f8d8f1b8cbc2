import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/Checkbox';

const TAXES = ['PPh 21', 'PPh 23', 'PPN'];

export default function CheckboxControlled() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(['PPh 23']);
  const all = chosen.length === TAXES.length;
  const some = chosen.length > 0 && !all;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('formsShowcase.checkbox.reports')}</legend>
      <Checkbox
        label={t('formsShowcase.checkbox.all')}
        checked={all}
        ref={(el) => {
          if (el) el.indeterminate = some;
        }}
        onChange={() => setChosen(all ? [] : TAXES)}
      />
      <div className="flex flex-col gap-2 ps-7">
        {TAXES.map((tax) => (
          <Checkbox
            key={tax}
            label={tax}
            checked={chosen.includes(tax)}
            onChange={(e) => setChosen(e.target.checked ? [...chosen, tax] : chosen.filter((c) => c !== tax))}
          />
        ))}
      </div>
    </fieldset>
  );
}
