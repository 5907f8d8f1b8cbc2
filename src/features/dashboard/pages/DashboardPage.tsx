import { routePath } from '@contract/routes';
import { CalendarClock, CircleCheckBig, ReceiptText, Wallet } from 'lucide-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PagePrefetch } from '@/components/list-page/prefetch';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { dashboardOptions, useDashboard } from '../api/dashboard';
import { PaymentsChart } from '../components/PaymentsChart';
import { RecentPayments } from '../components/RecentPayments';
import { StatCard, StatCardSkeleton } from '../components/StatCard';
import { UpcomingBills } from '../components/UpcomingBills';

// the tax deadlines card (E-Bupot) loads after the page's own figures
const MasaAgendaCard = lazy(() => import('@/features/ebupot').then((m) => ({ default: m.MasaAgendaCard })));

// content-visibility: auto, with the last drawn height kept while off screen (auto) and a guess
// before the first draw; the content stays in the accessibility tree and in find-in-page.
const OFFSCREEN_LAZY = '[content-visibility:auto] [contain-intrinsic-size:auto_640px]';

/** The figures, requested while the page still renders (src/app/prefetch-page.ts). */
export const prefetch: PagePrefetch = (client) => void client.prefetchQuery(dashboardOptions);

export default function DashboardPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const query = useDashboard();
  // The figures arrive as an urgent update that React would render in one go; rendered as a
  // deferred value they draw in slices that leave the main thread free between them.
  const data = useDeferredValue(query.data);

  return (
    <section className="p-4 sm:p-6">
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {query.isError && !data ? (
        <Card>
          <ErrorState
            message={errorText(query.error)}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6" aria-busy={query.isPending || undefined}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data ? (
              <>
                <StatCard
                  testId="stat-unpaid"
                  accent="primary"
                  icon={<ReceiptText className="size-6" />}
                  label={t('dashboard.cards.unpaid')}
                  value={formatRupiah(data.unpaid_total)}
                  detail={t('dashboard.cards.bills', { count: data.unpaid_count })}
                />
                <StatCard
                  testId="stat-due-soon"
                  accent="warning"
                  icon={<CalendarClock className="size-6" />}
                  label={t('dashboard.cards.dueSoon')}
                  value={formatRupiah(data.due_within_7_days.total)}
                  detail={t('dashboard.cards.bills', { count: data.due_within_7_days.count })}
                />
                <StatCard
                  testId="stat-paid-month"
                  accent="success"
                  icon={<CircleCheckBig className="size-6" />}
                  label={t('dashboard.cards.paidThisMonth')}
                  value={formatRupiah(data.paid_this_month.total)}
                  detail={t('dashboard.cards.payments', { count: data.paid_this_month.count })}
                />
                <StatCard
                  testId="stat-wallet"
                  accent="info"
                  icon={<Wallet className="size-6" />}
                  label={t('dashboard.cards.wallet')}
                  value={formatRupiah(data.wallet_balance)}
                  detail={
                    <Link to={routePath('wallet')} className="underline-offset-2 hover:underline">
                      {t('dashboard.cards.openWallet')}
                    </Link>
                  }
                />
              </>
            ) : (
              [0, 1, 2, 3].map((i) => <StatCardSkeleton key={i} />)
            )}
          </div>

          <Card>
            <CardHeader title={t('dashboard.chart.title')} subtitle={t('dashboard.chart.subtitle')} />
            <CardContent>
              {data ? (
                <PaymentsChart months={data.payments_per_month} />
              ) : (
                <Skeleton className="h-56 w-full" />
              )}
            </CardContent>
          </Card>

          {/* Below the fold on a phone: the browser styles, lays out and paints these once they
              come near the screen, not in the task that draws the page's first frame. */}
          <div className={cn('grid grid-cols-1 gap-6 lg:grid-cols-2', OFFSCREEN_LAZY)}>
            <UpcomingBills bills={data?.upcoming_due} />
            <RecentPayments payments={data?.recent_payments} />
          </div>

          <div className={OFFSCREEN_LAZY}>
            <Suspense fallback={null}>
              <MasaAgendaCard />
            </Suspense>
          </div>
        </div>
      )}
    </section>
  );
}
