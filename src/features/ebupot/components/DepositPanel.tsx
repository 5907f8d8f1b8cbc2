import type { SptMasaSummary, TaxDeposit } from '@contract/ebupot-report';
import { FlaskConical } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useCreateDeposit, usePayDeposit } from '../api/masa-report';
import { Ltr } from './Ltr';

const STATUS_COLOR = { unpaid: 'warning', paid: 'success', expired: 'error', void: 'secondary' } as const;

function DepositLine({ deposit, sandbox }: { deposit: TaxDeposit; sandbox: boolean }) {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorMessage();
  const pay = usePayDeposit();
  const payNow = async () => {
    try {
      const answer = await pay.mutateAsync(deposit.billingCode);
      toast.success(t('ebupotMasa.deposit.paidToast', { ntpn: answer.deposit.ntpn }));
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
      data-testid={`deposit-${deposit.billingCode}`}
    >
      <span>
        {t('ebupotMasa.deposit.billingCode')} <Ltr className="font-mono">{deposit.billingCode}</Ltr>
      </span>
      {deposit.status === 'unpaid' && (
        <CopyButton text={deposit.billingCode} label={t('ebupotMasa.deposit.copy')} />
      )}
      <span className="tabular-nums">{formatRupiah(deposit.amount)}</span>
      <Badge size="sm" color={STATUS_COLOR[deposit.status]}>
        {t(`ebupotMasa.deposit.status.${deposit.status}`)}
      </Badge>
      {deposit.status === 'paid' ? (
        <span data-testid="ntpn">
          {t('ebupotMasa.deposit.ntpn')} <Ltr className="font-mono font-medium">{deposit.ntpn}</Ltr>
          {deposit.paidAt && (
            <span className="text-text-muted"> · {formatDateTime(deposit.paidAt, i18n.language)}</span>
          )}
        </span>
      ) : deposit.status === 'unpaid' ? (
        <span className="text-xs text-text-muted">
          {t('ebupotMasa.deposit.validUntil', { date: formatDateTime(deposit.expiresAt, i18n.language) })}
        </span>
      ) : null}
      {deposit.status === 'unpaid' && sandbox && (
        <Button
          size="sm"
          variant="tonal"
          color="success"
          onClick={payNow}
          loading={pay.isPending}
          className="ms-auto"
        >
          {t('ebupotMasa.deposit.pay')}
        </Button>
      )}
    </li>
  );
}

/**
 * Per KAP-KJS: what the masa's slips withheld, what is deposited and what is left, with its
 * kode billing (made through the state billing system; here its sandbox) and NTPN once paid.
 */
export function DepositPanel({ summary }: { summary: SptMasaSummary }) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const create = useCreateDeposit({ masa: summary.masa, tahun: summary.tahun });
  const makeCode = async (kap: string, kjs: string) => {
    try {
      await create.mutateAsync({ kap, kjs });
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="deposit-panel">
      {summary.sandbox ? (
        <Alert severity="warning" title={t('ebupotMasa.deposit.sandboxTitle')}>
          <span className="inline-flex items-center gap-1">
            <FlaskConical aria-hidden="true" className="size-4" />
            {t('ebupotMasa.deposit.sandboxText')}
          </span>
        </Alert>
      ) : (
        <Alert severity="info">{t('ebupotMasa.deposit.noProvider')}</Alert>
      )}
      {summary.accounts.length === 0 && (
        <p className="text-sm text-text-muted">{t('ebupotMasa.deposit.nothing')}</p>
      )}
      {summary.accounts.map((a) => {
        const deposits = summary.deposits.filter(
          (d) => d.kap === a.kap && d.kjs === a.kjs && d.status !== 'void',
        );
        const open = deposits.find((d) => d.status === 'unpaid');
        return (
          <section
            key={`${a.kap}-${a.kjs}`}
            className="rounded border border-divider p-3"
            aria-labelledby={`account-${a.kap}-${a.kjs}`}
            data-testid={`account-${a.kap}-${a.kjs}`}
          >
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <h3 id={`account-${a.kap}-${a.kjs}`} className="text-sm font-semibold text-text">
                <Ltr>
                  {a.kap}-{a.kjs}
                </Ltr>{' '}
                <span className="font-normal text-text-muted">
                  {a.pasals.map((p) => t('ebupotMasa.summary.pasalName', { pasal: p })).join(', ')}
                </span>
              </h3>
              <span className="text-sm">
                {t('ebupotMasa.deposit.due')} <span className="tabular-nums">{formatRupiah(a.due)}</span>
              </span>
              <span className="text-sm">
                {t('ebupotMasa.deposit.paid')} <span className="tabular-nums">{formatRupiah(a.paid)}</span>
              </span>
              <span className="text-sm font-medium" data-testid="outstanding">
                {t('ebupotMasa.deposit.outstanding')}{' '}
                <span className="tabular-nums">{formatRupiah(a.outstanding)}</span>
              </span>
              {a.outstanding > 0 && !open && summary.sandbox && (
                <Button
                  size="sm"
                  className="ms-auto"
                  onClick={() => makeCode(a.kap, a.kjs)}
                  loading={create.isPending && create.variables?.kap === a.kap}
                >
                  {t('ebupotMasa.deposit.create')}
                </Button>
              )}
            </div>
            {deposits.length > 0 && (
              <ul className="mt-2 divide-y divide-divider">
                {deposits.map((d) => (
                  <DepositLine key={d.id} deposit={d} sandbox={summary.sandbox} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
