import type { BupotDeadlines, BupotListSummary, DeadlineDay } from '@contract/ebupot';
import { CalendarClock, FileCheck2, Landmark, Wallet } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { inkTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { formatDate, formatMonthYear, formatNumber, formatRupiah } from '@/lib/format';

// the SPT Masa state and its actions load after the figures (first-load budget of the list)
const MasaStatePanel = lazy(() => import('./MasaStatePanel').then((m) => ({ default: m.MasaStatePanel })));

function Figure({
  icon,
  label,
  value,
  note,
  wide,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn('flex min-w-0 items-start gap-3 p-3 sm:p-4', wide && 'col-span-2 lg:col-span-1')}>
      <span
        aria-hidden="true"
        className="mt-0.5 hidden rounded sm:block bg-primary/12 p-2 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-text-muted">{label}</p>
        <div className="mt-0.5 text-lg font-semibold text-text tabular-nums">{value}</div>
        {note && <p className="text-xs text-text-muted">{note}</p>}
      </div>
    </div>
  );
}

/** Totals of the valid (issued) slips of the chosen period and its payment and reporting deadlines. */
export function PeriodSummary({
  masa,
  tahun,
  summary,
  summaryFailed = false,
  deadlines,
  deadlinesFailed = false,
}: {
  masa: number | null;
  tahun: number | null;
  summary: BupotListSummary | undefined;
  /** the list failed to load: its totals show as unknown (the list's own error offers the retry) */
  summaryFailed?: boolean;
  deadlines: BupotDeadlines | undefined;
  deadlinesFailed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const tIsolated = useIsolatedT();
  const totals = summary?.totals;
  const period =
    masa && tahun
      ? formatMonthYear(masa, tahun, lng)
      : tahun
        ? String(tahun)
        : t('ebupot.summary.allPeriods');
  const moved = (d: DeadlineDay) =>
    d.shifted ? (
      <span className="block text-xs font-normal text-text-muted">
        {tIsolated('ebupot.summary.shifted', {}, { nominal: formatDate(d.nominal, lng) })}
      </span>
    ) : null;
  const unknown = (
    <span className="text-text-muted">
      <span aria-hidden="true">–</span>
      <span className="sr-only">{t('ebupot.summary.unavailable')}</span>
    </span>
  );
  const loading = summaryFailed ? unknown : <Skeleton className="h-6 w-24" />;
  return (
    <Card className="mb-4">
      <h2 className="px-4 pt-4 text-sm font-medium text-text">
        {tIsolated('ebupot.summary.title', {}, { period })}
      </h2>
      <div className="grid grid-cols-2 lg:grid-cols-4" data-testid="period-summary">
        <Figure
          icon={<FileCheck2 className="size-5" />}
          label={t('ebupot.summary.count')}
          value={totals ? formatNumber(totals.count, lng) : loading}
          note={summary ? t('ebupot.summary.drafts', { count: summary.byStatus.draft }) : undefined}
        />
        <Figure
          icon={<Landmark className="size-5" />}
          label={t('ebupot.summary.dpp')}
          value={totals ? formatRupiah(BigInt(totals.dpp)) : loading}
        />
        <Figure
          icon={<Wallet className="size-5" />}
          label={t('ebupot.summary.pph')}
          value={totals ? formatRupiah(BigInt(totals.pph)) : loading}
          note={
            totals && totals.pphPayable !== totals.pph
              ? tIsolated('ebupot.summary.payable', { amount: formatRupiah(BigInt(totals.pphPayable)) })
              : undefined
          }
        />
        {masa && tahun ? (
          <Figure
            wide
            icon={<CalendarClock className="size-5" />}
            label={t('ebupot.summary.deadlines')}
            value={
              deadlines ? (
                <span className="flex flex-col text-sm font-medium">
                  <span data-testid="deadline-payment">
                    {tIsolated(
                      'ebupot.summary.payment',
                      {},
                      {
                        date: formatDate(deadlines.payment.date, lng, { month: 'long' }),
                      },
                    )}
                    {moved(deadlines.payment)}
                  </span>
                  <span data-testid="deadline-reporting">
                    {tIsolated(
                      'ebupot.summary.reporting',
                      {},
                      {
                        date: formatDate(deadlines.reporting.date, lng, { month: 'long' }),
                      },
                    )}
                    {moved(deadlines.reporting)}
                  </span>
                  {deadlines.holidayData !== 'decreed' && (
                    <span
                      className={cn('mt-1 text-xs font-normal', inkTone.warning)}
                      data-testid="holidays-estimated"
                    >
                      {t(`ebupot.summary.holidays_${deadlines.holidayData}`, {
                        year: deadlines.payment.nominal.slice(0, 4),
                      })}
                    </span>
                  )}
                </span>
              ) : deadlinesFailed ? (
                <span className="text-sm font-normal text-text-muted">{t('ebupot.summary.unavailable')}</span>
              ) : (
                <Skeleton className="h-6 w-24" />
              )
            }
          />
        ) : (
          <Figure
            wide
            icon={<CalendarClock className="size-5" />}
            label={t('ebupot.summary.deadlines')}
            value={
              <span className="text-sm font-normal text-text-muted">{t('ebupot.summary.pickPeriod')}</span>
            }
          />
        )}
      </div>
      <Suspense fallback={null}>
        <MasaStatePanel masa={masa} tahun={tahun} />
      </Suspense>
    </Card>
  );
}
