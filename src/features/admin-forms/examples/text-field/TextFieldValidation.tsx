import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

export default function TextFieldValidation() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('budi@');
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('formsShowcase.fields.email')}
        error={valid ? undefined : t('formsShowcase.errors.email')}
      >
        <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label={t('formsShowcase.fields.name')} error={t('formsShowcase.errors.required')} required>
        <Input />
      </FormField>
    </div>
  );
}
