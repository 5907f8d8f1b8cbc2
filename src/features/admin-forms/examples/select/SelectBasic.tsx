import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Listbox } from '@/components/ui/Listbox';
import { BANKS } from './options';

export default function SelectBasic() {
  const { t } = useTranslation();
  const [bank, setBank] = useState('BRI');
  const [empty, setEmpty] = useState('');
  const options = BANKS.map((b) => ({ value: b, label: b }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('formsShowcase.fields.bank')}
        hint={t('formsShowcase.select.chosen', { value: bank })}
      >
        <Listbox options={options} value={bank} onValueChange={setBank} />
      </FormField>
      <FormField label={t('formsShowcase.select.withPlaceholder')}>
        <Listbox
          options={options}
          value={empty}
          onValueChange={setEmpty}
          placeholder={t('formsShowcase.select.choose')}
        />
      </FormField>
    </div>
  );
}
