import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/ui/RadioGroup';

export default function RadioControlled() {
  const { t } = useTranslation();
  const [method, setMethod] = useState('va');
  return (
    <RadioGroup
      label={t('formsShowcase.radio.payWith')}
      value={method}
      onValueChange={setMethod}
      hint={t('formsShowcase.radio.chosen', { value: t(`formsShowcase.radio.${method}`) })}
      options={[
        { value: 'va', label: t('formsShowcase.radio.va'), description: t('formsShowcase.radio.vaHint') },
        {
          value: 'wallet',
          label: t('formsShowcase.radio.wallet'),
          description: t('formsShowcase.radio.walletHint'),
        },
      ]}
    />
  );
}
