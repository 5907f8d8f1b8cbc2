import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Listbox } from '@/components/ui/Listbox';
import { BANKS } from './options';

export default function SelectVariants() {
  const { t } = useTranslation();
  const [bank, setBank] = useState('Mandiri');
  const options = BANKS.map((b) => ({ value: b, label: b }));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {(['outlined', 'filled', 'standard'] as const).map((variant) => (
        <FormField key={variant} label={t(`formsShowcase.select.${variant}`)}>
          <Listbox variant={variant} options={options} value={bank} onValueChange={setBank} />
        </FormField>
      ))}
    </div>
  );
}
