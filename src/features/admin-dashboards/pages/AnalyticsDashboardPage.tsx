import type { AnalyticsDashboard } from '@contract/admin';
import { PASALS } from '@contract/ebupot';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useAnalyticsDashboard } from '../api/dashboards';
import { LazyBarChart, LazyLineChart } from '../charts/lazy';
import { ChartCard } from '../components/ChartCard';
import { DashboardFrame } from '../components/DashboardFrame';
import { RankTable } from '../components/RankTable';
import { StatTiles } from '../components/StatTiles';
import { dayName, monthName } from '../utils/labels';
import { colorAt } from '../utils/palette';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Analytics: sign-ins a day and the withholding slips (E-Bupot) issued over every client. */
export default function AnalyticsDashboardPage() {
  const { t, i18n } = useTranslation();
  const query = useAnalyticsDashboard();
  const data = query.data;
  const n = (value: number) => formatNumber(value, i18n.language);
  const today = data?.sign_ins_per_day[data.sign_ins_per_day.length - 1];
  return (
    <DashboardFrame
      title={t('adminDashboards.analytics.title')}
      subtitle={t('adminDashboards.analytics.subtitle')}
      query={query}
    >
      <StatTiles
        count={5}
        className="lg:grid-cols-5"
        tiles={
          data &&
          today && [
            {
              key: 'sign-ins',
              label: t('adminDashboards.analytics.signIns', { count: data.sign_ins_per_day.length }),
              value: n(sum(data.sign_ins_per_day.map((d) => d.count))),
            },
            {
              key: 'sign-ins-today',
              label: t('adminDashboards.analytics.signInsToday'),
              value: n(today.count),
            },
            { key: 'slips', label: t('adminDashboards.analytics.slips'), value: n(data.slips.issued) },
            {
              key: 'slips-month',
              label: t('adminDashboards.analytics.slipsThisMonth'),
              value: n(data.slips.issued_this_month),
            },
            {
              key: 'pph',
              label: t('adminDashboards.analytics.pphTotal'),
              value: formatRupiah(data.slips.pph_total),
            },
          ]
        }
      />
      {data ? <AnalyticsCharts data={data} /> : <Skeleton className="h-72 w-full" />}
    </DashboardFrame>
  );
}

function AnalyticsCharts({ data }: { data: AnalyticsDashboard }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const n = (value: number) => formatNumber(value, lng);
  const days = data.sign_ins_per_day;
  const signInTitle = t('adminDashboards.analytics.signInsPerDay');
  const signInSeries = [
    {
      key: 'count',
      label: t('adminDashboards.analytics.signInCount'),
      color: colorAt(0),
      values: days.map((d) => d.count),
    },
    {
      key: 'users',
      label: t('adminDashboards.analytics.accounts'),
      color: colorAt(1),
      values: days.map((d) => d.users),
    },
  ];
  const months = data.slips_per_month;
  const slipTitle = t('adminDashboards.analytics.slipsPerMonth');
  const slipSeries = PASALS.map((pasal, i) => ({
    key: pasal,
    label: t('adminDashboards.analytics.pasal', { pasal }),
    color: colorAt(i),
    values: months.map((m) => m.by_pasal[pasal]),
  }));
  const codeName = (c: AnalyticsDashboard['top_tax_objects'][number]) =>
    lng === 'id' ? c.name_id : c.name_en;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartCard
        className="lg:col-span-2"
        testId="chart-sign-ins"
        title={signInTitle}
        subtitle={t('adminDashboards.lastDays', { count: days.length })}
        legend={signInSeries}
        table={{
          caption: signInTitle,
          columns: [t('adminDashboards.day'), ...signInSeries.map((s) => s.label)],
          rows: days.map((d) => ({
            key: d.day,
            cells: [dayName(d.day, lng, 'full'), n(d.count), n(d.users)],
          })),
        }}
      >
        <LazyLineChart
          axisLabels={days.map((d) => dayName(d.day, lng, 'axis'))}
          fullLabels={days.map((d) => dayName(d.day, lng, 'full'))}
          series={signInSeries}
          formatAxis={n}
          formatValue={n}
          title={signInTitle}
          description={t('adminDashboards.analytics.signInDescription', {
            count: sum(signInSeries[0].values),
            days: days.length,
          })}
        />
      </ChartCard>
      <ChartCard
        testId="chart-slips"
        title={slipTitle}
        subtitle={t('adminDashboards.lastMonths', { count: months.length })}
        legend={slipSeries}
        table={{
          caption: slipTitle,
          columns: [
            t('adminDashboards.month'),
            ...slipSeries.map((s) => s.label),
            t('adminDashboards.analytics.pph'),
          ],
          rows: months.map((m) => ({
            key: m.month,
            cells: [
              monthName(m.month, lng, 'full'),
              ...PASALS.map((p) => n(m.by_pasal[p])),
              formatRupiah(m.pph),
            ],
          })),
        }}
      >
        <LazyBarChart
          stacked
          axisLabels={months.map((m) => monthName(m.month, lng, 'axis'))}
          fullLabels={months.map((m) => monthName(m.month, lng, 'full'))}
          series={slipSeries}
          formatAxis={n}
          formatValue={n}
          title={slipTitle}
          description={t('adminDashboards.analytics.slipDescription', {
            count: sum(months.map((m) => sum(Object.values(m.by_pasal)))),
            months: months.length,
          })}
        />
      </ChartCard>
      <RankTable
        testId="top-tax-objects"
        title={t('adminDashboards.analytics.topCodes')}
        subtitle={t('adminDashboards.lastMonths', { count: months.length })}
        columns={[
          t('adminDashboards.analytics.code'),
          t('adminDashboards.analytics.slipCount'),
          t('adminDashboards.analytics.pph'),
        ]}
        rows={data.top_tax_objects.map((c) => ({
          key: c.code,
          name: c.code,
          detail: `${t('adminDashboards.analytics.pasal', { pasal: c.pasal })} · ${codeName(c)}`,
          measure: c.count,
          cells: [n(c.count), formatRupiah(c.pph)],
        }))}
      />
    </div>
  );
}
