import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyInput } from '@/components/ui/CurrencyInput';
import { FormField } from '@/components/ui/FormField';

export default function MaskRupiah() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(1_250_000);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('formsShowcase.fields.amount')}
        hint={t('formsShowcase.mask.value', { value: amount ?? '—' })}
      >
        <CurrencyInput value={amount} onValueChange={setAmount} />
      </FormField>
      <FormField label={t('formsShowcase.mask.withSen')}>
        <CurrencyInput decimals={2} defaultValue={99_999.5} />
      </FormField>
    </div>
  );
}
