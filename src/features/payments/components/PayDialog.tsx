import type { Invoice } from '@contract/billing';
import { BRI_CODE } from '@contract/billing';
import { routePath } from '@contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { useBanks, useCreateVa, useDompet, useWalletPay } from '../api/payments';
import { VaPanel } from './VaPanel';
import { WalletPaid } from './WalletPaid';

export type PayableInvoice = Pick<Invoice, 'id' | 'nomor' | 'total' | 'kind' | 'active_transaksi_id'>;

export interface PayDialogProps {
  invoice: PayableInvoice;
  open: boolean;
  onClose: () => void;
}

const WALLET = 'WALLET';

type Step = { kind: 'choose' } | { kind: 'va'; id: number } | { kind: 'wallet'; balance: number };

/**
 * Pay a bill: choose a bank (a virtual account is made) or the wallet, then follow the VA panel.
 * A bill that already has a pending VA opens straight on it (one active VA per bill).
 */
export default function PayDialog({ invoice, open, onClose }: PayDialogProps) {
  const { t } = useTranslation();
  const tIsolated = useIsolatedT();
  const errorText = useApiErrorMessage();
  const [step, setStep] = useState<Step>(() =>
    invoice.active_transaksi_id ? { kind: 'va', id: invoice.active_transaksi_id } : { kind: 'choose' },
  );
  const [method, setMethod] = useState(BRI_CODE);
  const [error, setError] = useState('');
  const banks = useBanks();
  const walletAllowed = invoice.kind !== 'TOPUP';
  const dompet = useDompet();
  const createVa = useCreateVa();
  const walletPay = useWalletPay();

  const vaBanks = (banks.data ?? [])
    .filter((b) => b.va_supported)
    .sort((a, b) => (a.code === BRI_CODE ? -1 : b.code === BRI_CODE ? 1 : a.nama.localeCompare(b.nama)));
  const balance = dompet.data?.balance;
  const short = method === WALLET && balance !== undefined && balance < invoice.total;
  const busy = createVa.isPending || walletPay.isPending;

  const proceed = async () => {
    setError('');
    try {
      if (method === WALLET) {
        const answer = await walletPay.mutateAsync(invoice.id);
        setStep({ kind: 'wallet', balance: answer.balance });
      } else {
        const answer = await createVa.mutateAsync({ invoice_id: invoice.id, bank_code: method });
        setStep({ kind: 'va', id: answer.transaksi.id });
      }
    } catch (err) {
      setError(errorText(err));
    }
  };

  const options = [
    ...vaBanks.map((b) => ({
      value: b.code,
      label: b.va_product ?? b.nama,
      description: b.nama,
    })),
    ...(walletAllowed
      ? [
          {
            value: WALLET,
            label: t('payments.pay.wallet'),
            description:
              balance === undefined
                ? t('payments.pay.walletLoading')
                : tIsolated('payments.pay.walletBalance', { amount: formatRupiah(balance) }),
          },
        ]
      : []),
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      size="lg"
      fullScreenOnPhone
      title={t('payments.pay.title', { nomor: invoice.nomor })}
      footer={
        step.kind === 'choose' ? (
          <>
            <Button variant="text" color="secondary" onClick={onClose} disabled={busy}>
              {t('payments.actions.cancel')}
            </Button>
            <Button onClick={proceed} loading={busy} disabled={short || (!method && !busy)}>
              {method === WALLET ? t('payments.pay.payFromWallet') : t('payments.pay.createVa')}
            </Button>
          </>
        ) : (
          <Button variant="outlined" onClick={onClose}>
            {t('payments.actions.close')}
          </Button>
        )
      }
    >
      {step.kind === 'choose' && (
        <div className="space-y-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2 rounded bg-text/5 px-4 py-3">
            <span className="text-sm text-text-muted">{t('payments.pay.amountDue')}</span>
            <span className="text-xl font-semibold tabular-nums text-text" data-testid="pay-amount">
              {formatRupiah(invoice.total)}
            </span>
          </div>
          {banks.isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-8 w-full" />
            </div>
          ) : banks.isError ? (
            <Alert
              severity="error"
              action={
                <Button size="sm" variant="outlined" onClick={() => banks.refetch()}>
                  {t('payments.actions.retry')}
                </Button>
              }
            >
              {errorText(banks.error)}
            </Alert>
          ) : (
            <RadioGroup
              label={t('payments.pay.method')}
              name="pay-method"
              value={method}
              onValueChange={(v) => {
                setMethod(v);
                setError('');
              }}
              options={options}
            />
          )}
          {short && balance !== undefined && (
            <Alert severity="error" title={t('payments.pay.shortTitle')}>
              {tIsolated('payments.pay.shortBody', {
                balance: formatRupiah(balance),
                missing: formatRupiah(invoice.total - balance),
              })}{' '}
              <Link to={routePath('wallet')} className="font-medium underline" onClick={onClose}>
                {t('payments.pay.topUpLink')}
              </Link>
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </div>
      )}
      {step.kind === 'va' && (
        <VaPanel transaksiId={step.id} onReplaced={(next) => setStep({ kind: 'va', id: next.id })} />
      )}
      {step.kind === 'wallet' && <WalletPaid amount={invoice.total} balance={step.balance} />}
    </Dialog>
  );
}
