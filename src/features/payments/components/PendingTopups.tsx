import type { Transaksi } from '@contract/billing';
import { Clock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, useIsolatedT } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { groupVaNumber } from '../utils/va';

const VaDialog = lazy(() => import('./VaDialog'));

/**
 * Top-ups waiting for payment. They are not bills (no bill list shows them): this is where a
 * client finds the VA of a top-up it left, until the VA expires and the top-up with it.
 */
export function PendingTopups({ topups }: { topups: Transaksi[] }) {
  const { t, i18n } = useTranslation();
  const tIsolated = useIsolatedT();
  const [shown, setShown] = useState<Transaksi | null>(null);
  if (topups.length === 0) return null;
  return (
    <Card data-testid="pending-topups">
      <CardHeader title={t('payments.wallet.pending.title')} subtitle={t('payments.wallet.pending.body')} />
      <ul className="divide-y divide-divider border-t border-divider">
        {topups.map((topup) => (
          <li key={topup.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-5 py-3 text-sm">
            <span className="font-semibold text-text tabular-nums">
              <Ltr>{formatRupiah(topup.amount)}</Ltr>
            </span>
            <span className="min-w-0 flex-1 text-text-muted">
              {topup.bank} ·{' '}
              <Ltr className="font-mono text-text">
                {topup.va_number ? groupVaNumber(topup.va_number) : '—'}
              </Ltr>
            </span>
            {topup.expires_at && (
              <span className="inline-flex items-center gap-1.5 text-text-muted">
                <Clock aria-hidden="true" className="size-4" />
                {tIsolated(
                  'payments.wallet.pending.expires',
                  {},
                  { at: formatDateTime(topup.expires_at, i18n.language) },
                )}
              </span>
            )}
            <Button size="sm" variant="tonal" onClick={() => setShown(topup)}>
              {t('payments.actions.showVa')}
            </Button>
          </li>
        ))}
      </ul>
      {shown && (
        <Suspense fallback={null}>
          <VaDialog transaksiId={shown.id} nomor={shown.nomor_invoice} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </Card>
  );
}
