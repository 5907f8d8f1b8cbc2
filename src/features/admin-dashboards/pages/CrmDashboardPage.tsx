import type { CrmDashboard } from '@contract/admin';
import { useTranslation } from 'react-i18next';
import { InLanguage, Ltr } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useCrmDashboard } from '../api/dashboards';
import { LazyBarChart, LazyDonutChart } from '../charts/lazy';
import { ChartCard } from '../components/ChartCard';
import { DashboardFrame } from '../components/DashboardFrame';
import { ScrollArea } from '../components/ScrollArea';
import { StatTiles } from '../components/StatTiles';
import { monthName } from '../utils/labels';
import { colorAt } from '../utils/palette';

/** CRM: the service's clients, by state and by month of registration, and the newest ones. */
export default function CrmDashboardPage() {
  const { t, i18n } = useTranslation();
  const query = useCrmDashboard();
  const data = query.data;
  const lng = i18n.language;
  const n = (value: number) => formatNumber(value, lng);
  return (
    <DashboardFrame
      title={t('adminDashboards.crm.title')}
      subtitle={t('adminDashboards.crm.subtitle')}
      query={query}
    >
      <StatTiles
        count={6}
        twoOnPhones
        className="md:grid-cols-3 xl:grid-cols-6"
        tiles={
          data && [
            { key: 'clients', label: t('adminDashboards.crm.clients'), value: n(data.clients.total) },
            { key: 'active', label: t('adminDashboards.crm.active'), value: n(data.clients.active) },
            {
              key: 'pending',
              label: t('adminDashboards.crm.pending'),
              value: n(data.clients.pending_confirmation),
            },
            {
              key: 'suspended',
              label: t('adminDashboards.crm.suspended'),
              value: data.clients.suspended === null ? '–' : n(data.clients.suspended),
              detail: data.clients.suspended === null ? t('adminDashboards.crm.noSuspension') : undefined,
            },
            {
              key: 'new',
              label: t('adminDashboards.crm.newThisMonth'),
              value: n(data.clients.new_this_month),
            },
            {
              key: 'signed-in',
              label: t('adminDashboards.crm.signedIn'),
              value: n(data.clients.signed_in_30_days),
            },
          ]
        }
      />
      {data ? <CrmCharts data={data} /> : <Skeleton className="h-72 w-full" />}
    </DashboardFrame>
  );
}

function CrmCharts({ data }: { data: CrmDashboard }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const n = (value: number) => formatNumber(value, lng);
  const months = data.new_clients_per_month;
  const newTitle = t('adminDashboards.crm.newPerMonth');
  const newSum = months.reduce((sum, m) => sum + m.count, 0);
  const states = [
    { key: 'active', label: t('adminDashboards.crm.active'), value: data.clients.active, color: colorAt(3) },
    {
      key: 'pending',
      label: t('adminDashboards.crm.pending'),
      value: data.clients.pending_confirmation,
      color: colorAt(2),
    },
    ...(data.clients.suspended === null
      ? []
      : [
          {
            key: 'suspended',
            label: t('adminDashboards.crm.suspended'),
            value: data.clients.suspended,
            color: colorAt(4),
          },
        ]),
  ];
  const statesTitle = t('adminDashboards.crm.byState');
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <ChartCard
        className="lg:col-span-2"
        testId="chart-new-clients"
        title={newTitle}
        subtitle={t('adminDashboards.lastMonths', { count: months.length })}
        table={{
          caption: newTitle,
          columns: [t('adminDashboards.month'), t('adminDashboards.crm.newClients')],
          rows: months.map((m) => ({ key: m.month, cells: [monthName(m.month, lng, 'full'), n(m.count)] })),
        }}
      >
        <LazyBarChart
          axisLabels={months.map((m) => monthName(m.month, lng, 'axis'))}
          fullLabels={months.map((m) => monthName(m.month, lng, 'full'))}
          series={[
            {
              key: 'new',
              label: t('adminDashboards.crm.newClients'),
              color: colorAt(0),
              values: months.map((m) => m.count),
            },
          ]}
          formatAxis={n}
          formatValue={n}
          title={newTitle}
          description={t('adminDashboards.crm.newDescription', { count: newSum, months: months.length })}
        />
      </ChartCard>
      <ChartCard
        testId="chart-client-states"
        title={statesTitle}
        legend={states}
        table={{
          caption: statesTitle,
          columns: [t('adminDashboards.crm.state'), t('adminDashboards.crm.clients')],
          rows: states.map((s) => ({ key: s.key, cells: [s.label, n(s.value)] })),
        }}
      >
        <LazyDonutChart
          slices={states}
          centre={n(data.clients.total)}
          centreLabel={t('adminDashboards.crm.clients')}
          formatValue={n}
          title={statesTitle}
          description={states.map((s) => `${s.label}: ${n(s.value)}`).join(', ')}
        />
      </ChartCard>
      <Card className="lg:col-span-3" data-testid="recent-clients">
        <CardHeader title={t('adminDashboards.crm.recent')} />
        <ScrollArea label={t('adminDashboards.crm.recent')}>
          <table className="w-full text-sm">
            <thead className="text-start text-text-muted">
              <tr>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('adminDashboards.crm.name')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('adminDashboards.crm.email')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('adminDashboards.crm.registered')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('adminDashboards.crm.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.recent_clients.map((c) => (
                <tr key={c.id} className="border-t border-divider">
                  <td className="py-2 pe-3 whitespace-nowrap">{c.nama}</td>
                  <td className="py-2 pe-3 whitespace-nowrap">
                    <Ltr>{c.email}</Ltr>
                  </td>
                  <td className="py-2 pe-3 whitespace-nowrap">
                    <InLanguage>{formatDateTime(c.created_at, lng)}</InLanguage>
                  </td>
                  <td className="py-2">
                    {c.confirmed ? t('adminDashboards.crm.active') : t('adminDashboards.crm.pending')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </Card>
    </div>
  );
}
