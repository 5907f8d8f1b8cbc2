import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

export default function TextFieldControlled() {
  const { t } = useTranslation();
  const [name, setName] = useState('Siti Rahma');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('formsShowcase.textField.controlled')}
        hint={t('formsShowcase.textField.typed', { value: name })}
      >
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label={t('formsShowcase.textField.uncontrolled')}>
        <Input defaultValue="CV Sinar Terang" />
      </FormField>
    </div>
  );
}
