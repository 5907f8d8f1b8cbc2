import type { InvoiceDetail } from '@contract/billing';
import { WALLET_TOPUP_MAX, WALLET_TOPUP_MIN } from '@contract/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CurrencyInput } from '@/components/ui/CurrencyInput';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { useApiErrorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { useTopup } from '../api/payments';

const QUICK_AMOUNTS = [100_000, 500_000, 1_000_000, 5_000_000];

export interface TopUpDialogProps {
  onClose: () => void;
  /** The top-up bill was made: pay it (by VA). */
  onCreated: (invoice: InvoiceDetail) => void;
}

/** Top up the wallet: an amount becomes a top-up bill, paid by virtual account like any other. */
export default function TopUpDialog({ onClose, onCreated }: TopUpDialogProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const topup = useTopup();
  const [amount, setAmount] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const rangeText = t('payments.topup.range', {
    min: formatRupiah(WALLET_TOPUP_MIN),
    max: formatRupiah(WALLET_TOPUP_MAX),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    // One message per problem: nothing typed is 'required'; out of range repeats the range,
    // which then stands in place of the hint (FormField shows the error instead of it).
    if (amount === null || Number.isNaN(amount)) {
      setFieldError(t('payments.topup.required'));
      return;
    }
    if (amount < WALLET_TOPUP_MIN || amount > WALLET_TOPUP_MAX) {
      setFieldError(rangeText);
      return;
    }
    setFieldError('');
    try {
      const answer = await topup.mutateAsync(amount);
      onCreated(answer.invoice);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={topup.isPending}
      title={t('payments.topup.title')}
      description={t('payments.topup.description')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label={t('payments.topup.amount')} hint={rangeText} error={fieldError} required>
          <CurrencyInput value={amount} onValueChange={setAmount} autoFocus data-testid="topup-amount" />
        </FormField>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('payments.topup.quick')}</legend>
          {QUICK_AMOUNTS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={amount === value ? 'contained' : 'tonal'}
              aria-pressed={amount === value}
              onClick={() => {
                setAmount(value);
                setFieldError('');
              }}
            >
              {formatRupiah(value)}
            </Button>
          ))}
        </fieldset>
        {error && <Alert severity="error">{error}</Alert>}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="text" color="secondary" onClick={onClose} disabled={topup.isPending}>
            {t('payments.actions.cancel')}
          </Button>
          <Button type="submit" loading={topup.isPending}>
            {t('payments.topup.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
