import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsolatedT } from '@/components/ui/Bidi';
import { formatRupiah } from '@/lib/format';

export function WalletPaid({ amount, balance }: { amount: number; balance: number }) {
  const { t } = useTranslation();
  const tIsolated = useIsolatedT();
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded bg-success/12 px-4 py-6 text-center"
      data-testid="wallet-paid"
    >
      <CircleCheckBig
        aria-hidden="true"
        className="size-12 text-[color-mix(in_srgb,var(--c-success)_50%,black)] dark:text-success"
      />
      <p className="text-lg font-semibold text-text">{t('payments.pay.walletPaidTitle')}</p>
      <p className="text-sm text-text-muted">
        {tIsolated('payments.pay.walletPaidBody', {
          amount: formatRupiah(amount),
          balance: formatRupiah(balance),
        })}
      </p>
    </div>
  );
}
