import type { Transaksi } from '@contract/billing';
import { routePath } from '@contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InLanguage } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDateTime, formatRupiah } from '@/lib/format';

export function RecentPayments({ payments }: { payments: Transaksi[] | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader
        title={t('dashboard.recent.title')}
        action={
          <Link
            to={`${routePath('paymentList')}?status=TERBAYAR`}
            className="text-sm font-medium text-text-muted hover:text-text hover:underline"
          >
            {t('dashboard.viewAll')}
          </Link>
        }
      />
      {!payments ? (
        <div className="space-y-3 px-5 pb-5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : payments.length === 0 ? (
        <EmptyState title={t('dashboard.recent.empty')} />
      ) : (
        <ul className="divide-y divide-divider" data-testid="recent-payments">
          {payments.map((p) => (
            <li key={p.id} className="flex items-start gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={routePath('invoiceDetail', { id: p.invoice_id })}
                  className="font-medium text-text underline-offset-2 hover:underline"
                >
                  {p.nomor_invoice}
                </Link>
                <p className="truncate text-xs text-text-muted">
                  {p.bank} · <InLanguage>{formatDateTime(p.paid_at, i18n.language)}</InLanguage>
                </p>
              </div>
              <span className="shrink-0 text-end font-medium tabular-nums">{formatRupiah(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
