import type { PayChannel, Transaksi, TransaksiStatusAnswer } from '@contract/billing';
import { CircleCheckBig, FlaskConical, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDateTime, formatRupiah } from '@/lib/format';
import {
  fetchStatus,
  useBankInfo,
  useCreateVa,
  useRefreshBilling,
  useSimulatePayment,
  useVa,
} from '../api/payments';
import { useStatusPolling } from '../hooks/useStatusPolling';
import { groupVaNumber, vaDigits } from '../utils/va';
import { Countdown } from './Countdown';
import { HowToPay } from './HowToPay';
import { PaymentStatusBadge } from './PaymentStatusBadge';

interface Props {
  transaksiId: number;
  /** A new VA replaced an expired or cancelled one: show that one from now on. */
  onReplaced: (transaksi: Transaksi) => void;
}

/** The virtual account to pay: number, exact amount, expiry countdown, how to pay, live status. */
export function VaPanel({ transaksiId, onReplaced }: Props) {
  const errorText = useApiErrorMessage();
  const query = useVa(transaksiId);

  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <VaDetails
      key={query.data.transaksi.id}
      transaksi={query.data.transaksi}
      sandbox={query.data.sandbox}
      onReplaced={onReplaced}
    />
  );
}

function VaDetails({
  transaksi,
  sandbox,
  onReplaced,
}: {
  transaksi: Transaksi;
  sandbox: boolean;
  onReplaced: Props['onReplaced'];
}) {
  const { t, i18n } = useTranslation();
  const tIsolated = useIsolatedT();
  const errorText = useApiErrorMessage();
  const refresh = useRefreshBilling();
  const bankInfo = useBankInfo(transaksi.bank_code);
  const simulate = useSimulatePayment();
  const createVa = useCreateVa();
  const [channel, setChannel] = useState<PayChannel>('ATM');
  const [checking, setChecking] = useState(false);
  const [note, setNote] = useState('');
  const [actionError, setActionError] = useState('');

  const pending = transaksi.status === 'MENUNGGU';

  const onStatus = (answer: TransaksiStatusAnswer) => {
    if (answer.status !== transaksi.status) refresh();
  };
  useStatusPolling(transaksi.id, pending, onStatus);

  // When the countdown runs out, ask at once: the server turns the VA KADALUARSA on that read.
  const onElapsed = () => {
    fetchStatus(transaksi.id).then(onStatus, () => {
      // the next poll asks again
    });
  };

  const check = async () => {
    setChecking(true);
    setNote('');
    setActionError('');
    try {
      const answer = await fetchStatus(transaksi.id);
      if (answer.status !== transaksi.status) refresh();
      else setNote(t('payments.va.stillWaiting'));
    } catch (err) {
      setActionError(errorText(err));
    } finally {
      setChecking(false);
    }
  };

  const simulatePayment = async () => {
    setActionError('');
    try {
      await simulate.mutateAsync({ id: transaksi.id, channel });
    } catch (err) {
      setActionError(errorText(err));
    }
  };

  const makeNewVa = async () => {
    setActionError('');
    try {
      const answer = await createVa.mutateAsync({
        invoice_id: transaksi.invoice_id,
        bank_code: transaksi.bank_code,
      });
      onReplaced(answer.transaksi);
    } catch (err) {
      setActionError(errorText(err));
    }
  };

  const va = transaksi.va_number ?? '';
  const product = bankInfo.data?.va_product;

  return (
    <div className="space-y-5" data-testid="va-panel" data-status={transaksi.status}>
      <p role="status" className="sr-only">
        {t(`payments.status.${transaksi.status}`)}
      </p>

      {transaksi.status === 'TERBAYAR' && (
        <div
          className="flex flex-col items-center gap-2 rounded bg-success/12 px-4 py-6 text-center"
          data-testid="va-paid"
        >
          <CircleCheckBig
            aria-hidden="true"
            className="size-12 text-[color-mix(in_srgb,var(--c-success)_50%,black)] dark:text-success"
          />
          <p className="text-lg font-semibold text-text">{t('payments.va.paidTitle')}</p>
          <p className="text-sm text-text-muted">
            {tIsolated(
              'payments.va.paidBody',
              { amount: formatRupiah(transaksi.amount) },
              { date: formatDateTime(transaksi.paid_at, i18n.language) },
            )}
            {transaksi.channel && ` · ${t(`payments.channel.${transaksi.channel}`)}`}
          </p>
        </div>
      )}

      {(transaksi.status === 'KADALUARSA' || transaksi.status === 'DIBATALKAN') && (
        <Alert
          severity="warning"
          title={t(
            transaksi.status === 'KADALUARSA' ? 'payments.va.expiredTitle' : 'payments.va.cancelledTitle',
          )}
          action={
            <Button size="sm" onClick={makeNewVa} loading={createVa.isPending}>
              {t('payments.va.newVa')}
            </Button>
          }
        >
          {t('payments.va.newVaHint')}
        </Alert>
      )}

      <div className="rounded border border-divider p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex h-10 min-w-10 items-center justify-center rounded bg-primary/12 px-2 text-xs font-bold text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]"
            >
              {bankInfo.data?.singkatan ?? transaksi.bank_code}
            </span>
            <div>
              <p className="font-medium text-text">{product ? `${product}` : t('payments.va.product')}</p>
              <p className="text-sm text-text-muted">{transaksi.bank}</p>
            </div>
          </div>
          <PaymentStatusBadge status={transaksi.status} />
        </div>

        <dl className="mt-4">
          <dt className="text-sm text-text-muted">{t('payments.va.number')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span
              dir="ltr"
              className="text-2xl font-semibold tracking-wide text-text tabular-nums sm:text-3xl"
              data-testid="va-number"
              data-va={vaDigits(va)}
            >
              {groupVaNumber(va)}
            </span>
            <CopyButton text={vaDigits(va)} label={t('payments.va.number')} withText />
          </dd>
        </dl>

        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-text-muted">{t('payments.va.name')}</dt>
            <dd className="font-medium text-text">{transaksi.va_name}</dd>
          </div>
          <div>
            <dt className="text-text-muted">{t('payments.va.amount')}</dt>
            <dd className="flex items-center gap-1 font-medium text-text">
              <span className="text-lg tabular-nums" data-testid="va-amount">
                {formatRupiah(transaksi.amount)}
              </span>
              <CopyButton text={String(transaksi.amount)} label={t('payments.va.amount')} />
            </dd>
          </div>
          {transaksi.expires_at && (
            <div>
              <dt className="text-text-muted">{t('payments.va.payBefore')}</dt>
              <dd className="font-medium text-text">
                {tIsolated(
                  'payments.va.wib',
                  {},
                  { date: formatDateTime(transaksi.expires_at, i18n.language) },
                )}
              </dd>
            </div>
          )}
          {pending && transaksi.expires_at && (
            <div>
              <dt className="text-text-muted">{t('payments.va.timeLeft')}</dt>
              <dd className="font-medium text-text tabular-nums" dir="ltr">
                <Countdown expiresAt={transaksi.expires_at} onElapsed={onElapsed} />
              </dd>
            </div>
          )}
        </dl>
        <p className="mt-3 text-xs text-text-muted">{t('payments.va.exactAmount')}</p>
      </div>

      {actionError && <Alert severity="error">{actionError}</Alert>}

      {pending && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outlined"
            onClick={check}
            loading={checking}
            startIcon={<RefreshCw aria-hidden="true" className="size-4" />}
          >
            {t('payments.va.checkStatus')}
          </Button>
          <p className="text-xs text-text-muted" aria-live="polite">
            {note || t('payments.va.autoRefresh')}
          </p>
        </div>
      )}

      {pending && sandbox && (
        <section
          className="rounded border-2 border-dashed border-warning p-4"
          data-testid="sandbox-box"
          aria-labelledby={`sandbox-title-${transaksi.id}`}
        >
          <p id={`sandbox-title-${transaksi.id}`} className="flex items-center gap-2 font-medium text-text">
            <FlaskConical aria-hidden="true" className="size-4" />
            {t('payments.sandbox.title')}
          </p>
          <p className="mt-1 text-sm text-text-muted">
            {t('payments.sandbox.body', { channel: t(`payments.howTo.channels.${channel}`) })}
          </p>
          <Button color="warning" className="mt-3" onClick={simulatePayment} loading={simulate.isPending}>
            {t('payments.sandbox.simulate')}
          </Button>
        </section>
      )}

      {pending && va && (
        <HowToPay
          bank={bankInfo.data}
          bankName={transaksi.bank}
          va={va}
          amount={transaksi.amount}
          channel={channel}
          onChannelChange={setChannel}
        />
      )}
    </div>
  );
}
