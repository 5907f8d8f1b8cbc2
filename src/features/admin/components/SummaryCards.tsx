import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useAdminSummary } from '../api/admin-queries';

/** The admin home's figures over every client. */
export function SummaryCards() {
  const { t, i18n } = useTranslation();
  const { data, isPending, error, refetch } = useAdminSummary();
  if (error) return <ErrorState message={t('admin.loadError')} onRetry={() => refetch()} />;
  const cards = data
    ? [
        { label: t('admin.summary.clients'), value: formatNumber(data.clients, i18n.language) },
        {
          label: t('admin.summary.unpaid'),
          value: formatRupiah(data.unpaid_invoices.total),
          sub: t('admin.summary.bills', { count: data.unpaid_invoices.count }),
        },
        {
          label: t('admin.summary.pending'),
          value: formatRupiah(data.pending_payments.total),
          sub: t('admin.summary.payments', { count: data.pending_payments.count }),
        },
        {
          label: t('admin.summary.paidThisMonth'),
          value: formatRupiah(data.paid_this_month.total),
          sub: t('admin.summary.payments', { count: data.paid_this_month.count }),
        },
        { label: t('admin.summary.issuedSlips'), value: formatNumber(data.issued_slips, i18n.language) },
      ]
    : [];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-busy={isPending}>
      {isPending
        ? Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders
            <li key={i}>
              <Card className="p-5">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="mt-3 h-7 w-32" />
              </Card>
            </li>
          ))
        : cards.map((card) => (
            <li key={card.label}>
              <Card className="h-full p-5">
                <p className="text-sm text-text-muted">{card.label}</p>
                <p className="mt-2 text-xl font-semibold tabular-nums">{card.value}</p>
                {card.sub && <p className="mt-1 text-xs text-text-muted">{card.sub}</p>}
              </Card>
            </li>
          ))}
    </ul>
  );
}
