import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Listbox } from '@/components/ui/Listbox';
import { BANKS } from './options';

export default function SelectMultiple() {
  const { t } = useTranslation();
  const [banks, setBanks] = useState(['BRI', 'BCA']);
  return (
    <FormField
      label={t('formsShowcase.select.banks')}
      hint={t('formsShowcase.select.count', { count: banks.length })}
    >
      <Listbox
        multiple
        options={BANKS.map((b) => ({ value: b, label: b }))}
        value={banks}
        onValueChange={setBanks}
      />
    </FormField>
  );
}
