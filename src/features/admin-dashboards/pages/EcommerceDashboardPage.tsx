import type { EcommerceDashboard } from '@contract/admin';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useEcommerceDashboard } from '../api/dashboards';
import { LazyBarChart, LazyDonutChart } from '../charts/lazy';
import { ChartCard } from '../components/ChartCard';
import { DashboardFrame } from '../components/DashboardFrame';
import { RankTable } from '../components/RankTable';
import { StatTiles } from '../components/StatTiles';
import { compactRupiah, monthName } from '../utils/labels';
import { colorAt, ringSlices } from '../utils/palette';

/** eCommerce: the service's bills issued, paid and owed, and how they were paid. */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation();
  const query = useEcommerceDashboard();
  const data = query.data;
  const bills = (count: number) => t('adminDashboards.ecommerce.bills', { count });
  return (
    <DashboardFrame
      title={t('adminDashboards.ecommerce.title')}
      subtitle={t('adminDashboards.ecommerce.subtitle')}
      query={query}
    >
      <StatTiles
        count={4}
        className="lg:grid-cols-4"
        tiles={
          data &&
          Object.entries({
            outstanding: data.outstanding,
            overdue: data.overdue,
            issuedThisMonth: data.issued_this_month,
            paidThisMonth: data.paid_this_month,
          }).map(([key, { count, total }]) => ({
            key,
            label: t(`adminDashboards.ecommerce.${key}`),
            value: formatRupiah(total),
            detail: bills(count),
          }))
        }
      />
      {data ? <EcommerceCharts data={data} /> : <Skeleton className="h-72 w-full" />}
    </DashboardFrame>
  );
}

function EcommerceCharts({ data }: { data: EcommerceDashboard }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const months = data.issued_per_month;
  const flowTitle = t('adminDashboards.ecommerce.issuedVsPaid');
  const flowSeries = [
    {
      key: 'issued',
      label: t('adminDashboards.ecommerce.issued'),
      color: colorAt(0),
      values: months.map((m) => m.total),
    },
    {
      key: 'paid',
      label: t('adminDashboards.ecommerce.paid'),
      color: colorAt(1),
      values: data.paid_per_month.map((m) => m.total),
    },
  ];
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const channelName = (channel: string | null) =>
    channel
      ? t(`adminDashboards.ecommerce.channels.${channel}`)
      : t('adminDashboards.ecommerce.channels.unknown');
  const shares = [
    {
      key: 'bank',
      testId: 'chart-banks',
      title: t('adminDashboards.ecommerce.byBank'),
      column: t('adminDashboards.ecommerce.bank'),
      rows: data.payments_by_bank.map((b) => ({
        key: b.bank_code,
        label: b.bank,
        value: b.total,
        count: b.count,
      })),
    },
    {
      key: 'channel',
      testId: 'chart-channels',
      title: t('adminDashboards.ecommerce.byChannel'),
      column: t('adminDashboards.ecommerce.channel'),
      rows: data.payments_by_channel.map((c) => ({
        key: c.channel ?? 'unknown',
        label: channelName(c.channel),
        value: c.total,
        count: c.count,
      })),
    },
  ].map((share) => ({ ...share, slices: ringSlices(share.rows, t('adminDashboards.ecommerce.others')) }));
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartCard
        className="lg:col-span-2"
        testId="chart-issued-paid"
        title={flowTitle}
        subtitle={t('adminDashboards.lastMonths', { count: months.length })}
        legend={flowSeries}
        table={{
          caption: flowTitle,
          columns: [t('adminDashboards.month'), ...flowSeries.map((s) => s.label)],
          rows: months.map((m, i) => ({
            key: m.month,
            cells: [
              monthName(m.month, lng, 'full'),
              formatRupiah(m.total),
              formatRupiah(data.paid_per_month[i].total),
            ],
          })),
        }}
      >
        <LazyBarChart
          axisLabels={months.map((m) => monthName(m.month, lng, 'axis'))}
          fullLabels={months.map((m) => monthName(m.month, lng, 'full'))}
          series={flowSeries}
          formatAxis={compactRupiah}
          formatValue={formatRupiah}
          title={flowTitle}
          description={t('adminDashboards.ecommerce.flowDescription', {
            issued: formatRupiah(sum(flowSeries[0].values)),
            paid: formatRupiah(sum(flowSeries[1].values)),
            months: months.length,
          })}
        />
      </ChartCard>
      {shares.map((share) => (
        <ChartCard
          key={share.key}
          testId={share.testId}
          title={share.title}
          subtitle={t('adminDashboards.lastMonths', { count: months.length })}
          legend={share.slices}
          table={{
            caption: share.title,
            columns: [
              share.column,
              t('adminDashboards.ecommerce.payments'),
              t('adminDashboards.ecommerce.amount'),
            ],
            rows: share.rows.map((r) => ({
              key: r.key,
              cells: [r.label, formatNumber(r.count, lng), formatRupiah(r.value)],
            })),
          }}
        >
          <LazyDonutChart
            slices={share.slices}
            centre={compactRupiah(sum(share.slices.map((s) => s.value)))}
            centreLabel={t('adminDashboards.ecommerce.paid')}
            formatValue={formatRupiah}
            title={share.title}
            description={share.slices.map((s) => `${s.label}: ${formatRupiah(s.value)}`).join(', ')}
          />
        </ChartCard>
      ))}
      <div className="lg:col-span-2">
        <RankTable
          testId="top-clients"
          title={t('adminDashboards.ecommerce.topClients')}
          subtitle={t('adminDashboards.lastMonths', { count: months.length })}
          columns={[
            t('adminDashboards.ecommerce.client'),
            t('adminDashboards.ecommerce.billed'),
            t('adminDashboards.ecommerce.paid'),
            t('adminDashboards.ecommerce.outstanding'),
          ]}
          rows={data.top_clients.map((c) => ({
            key: String(c.id),
            name: c.nama,
            detail: c.company_name ?? undefined,
            measure: c.billed,
            cells: [formatRupiah(c.billed), formatRupiah(c.paid), formatRupiah(c.outstanding)],
          }))}
        />
      </div>
    </div>
  );
}
