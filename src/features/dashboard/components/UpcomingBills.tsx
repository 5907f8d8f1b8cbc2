import type { Invoice } from '@contract/billing';
import { routePath } from '@contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { InLanguage } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDate, formatRupiah } from '@/lib/format';
import { daysUntil } from '../utils/dates';

function DueBadge({ bill }: { bill: Invoice }) {
  const { t } = useTranslation();
  const days = daysUntil(bill.jatuh_tempo);
  if (bill.status === 'MENUNGGU') return <Badge color="warning">{t('dashboard.upcoming.awaiting')}</Badge>;
  if (days < 0) return <Badge color="error">{t('dashboard.upcoming.overdue')}</Badge>;
  if (days === 0) return <Badge color="warning">{t('dashboard.upcoming.today')}</Badge>;
  return <Badge color="info">{t('dashboard.upcoming.inDays', { count: days })}</Badge>;
}

export function UpcomingBills({ bills }: { bills: Invoice[] | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader
        title={t('dashboard.upcoming.title')}
        action={
          <Link
            to={routePath('invoiceList')}
            className="text-sm font-medium text-text-muted hover:text-text hover:underline"
          >
            {t('dashboard.viewAll')}
          </Link>
        }
      />
      {!bills ? (
        <div className="space-y-3 px-5 pb-5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : bills.length === 0 ? (
        <EmptyState title={t('dashboard.upcoming.empty')} />
      ) : (
        <ul className="divide-y divide-divider">
          {bills.map((bill) => (
            <li key={bill.id} className="flex items-start gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={routePath('invoiceDetail', { id: bill.id })}
                  className="font-medium text-text underline-offset-2 hover:underline"
                >
                  {bill.nomor}
                </Link>
                <p className="truncate text-xs text-text-muted">
                  {bill.penjual_nama} ·{' '}
                  <InLanguage>
                    {t('dashboard.upcoming.due', { date: formatDate(bill.jatuh_tempo, i18n.language) })}
                  </InLanguage>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-medium tabular-nums">{formatRupiah(bill.total)}</span>
                <DueBadge bill={bill} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
