import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/ui/RadioGroup';

export default function RadioShowError() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      label={t('formsShowcase.radio.payWith')}
      required
      value={value}
      onValueChange={setValue}
      error={value ? undefined : t('formsShowcase.errors.choose')}
      options={[
        { value: 'va', label: t('formsShowcase.radio.va') },
        { value: 'wallet', label: t('formsShowcase.radio.wallet') },
      ]}
    />
  );
}
