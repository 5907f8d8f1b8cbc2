import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { MaskedInput } from '@/components/ui/MaskedInput';

export default function MaskPayment() {
  const { t } = useTranslation();
  const [card, setCard] = useState('');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('formsShowcase.mask.card')}
        hint={t('formsShowcase.mask.digits', { value: card || '—' })}
      >
        <MaskedInput
          mask="9999 9999 9999 9999"
          value={card}
          onValueChange={setCard}
          placeholder="0000 0000 0000 0000"
        />
      </FormField>
      <FormField label={t('formsShowcase.mask.expiry')}>
        <MaskedInput mask="99/99" placeholder="MM/YY" />
      </FormField>
    </div>
  );
}
