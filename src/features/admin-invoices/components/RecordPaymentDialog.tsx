import type { ManualPaymentBody } from '@contract/admin/invoice-schemas';
import { type AdminInvoiceDetail, MANUAL_PAYMENT_CHANNELS } from '@contract/admin/invoices';
import { jakartaDate } from '@contract/jakarta-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyInput } from '@/components/ui/CurrencyInput';
import { DateInput } from '@/components/ui/DateInput';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { ApiError } from '@/lib/api/errors';
import { useApiErrorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { toast } from '@/lib/toast';
import { recordPayment, useRefreshInvoices } from '../api/invoice-app-api';

const todayWib = () => jakartaDate(new Date());

/** A payment received outside the VA and the wallet; at most the balance (the server refuses more). */
export default function RecordPaymentDialog({
  invoice,
  onClose,
}: {
  invoice: AdminInvoiceDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshInvoices();
  const errorText = useApiErrorMessage();
  const [amount, setAmount] = useState<number | null>(invoice.balance);
  const [paidOn, setPaidOn] = useState(todayWib());
  const [channel, setChannel] = useState<ManualPaymentBody['channel']>('TRANSFER');
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!amount || Number.isNaN(amount)) {
      setFields({ amount: t('invoiceApp.payment.amountRequired') });
      return;
    }
    if (amount > invoice.balance) {
      setFields({ amount: t('invoiceApp.payment.overBalance', { balance: formatRupiah(invoice.balance) }) });
      return;
    }
    setBusy(true);
    try {
      await recordPayment(invoice.id, { amount, paid_on: paidOn, channel, reference });
      await refresh();
      toast.success(t('invoiceApp.payment.done'));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(err.fields);
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('invoiceApp.payment.title', { nomor: invoice.nomor })}
      onClose={onClose}
      onSubmit={submit}
      submitting={busy}
      failure={failure}
      submitLabel={t('invoiceApp.payment.submit')}
    >
      <p className="text-sm text-text-muted">
        {t('invoiceApp.payment.balance')}: <bdi dir="ltr">{formatRupiah(invoice.balance)}</bdi>
      </p>
      <FormField label={t('invoiceApp.payment.amount')} required error={fields.amount}>
        <CurrencyInput value={amount} onValueChange={setAmount} />
      </FormField>
      <FormField label={t('invoiceApp.payment.date')} required error={fields.paid_on}>
        <DateInput value={paidOn} onChange={(e) => setPaidOn(e.target.value)} required />
      </FormField>
      <FormField label={t('invoiceApp.payment.channel')} required>
        <Select
          value={channel}
          onChange={(e) => setChannel(e.target.value as ManualPaymentBody['channel'])}
          options={MANUAL_PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`invoiceApp.channels.${c}`) }))}
        />
      </FormField>
      <FormField label={t('invoiceApp.payment.reference')} error={fields.reference}>
        <Input value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
