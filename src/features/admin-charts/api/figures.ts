import { ADMIN_PATHS, type AnalyticsDashboard, type EcommerceDashboard } from '@contract/admin';
import { PASALS } from '@contract/ebupot';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { monthNames } from '@/lib/format';

// The charts' real figures: the admin dashboards' own endpoints (payments and bills by month,
// by bank and by channel; withholding slips by month and PPh article), 12 months, oldest first.

const useDashboard = <T>(name: string, path: string) =>
  useQuery({
    queryKey: ['admin', 'dashboards', name],
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
  });

export interface LiveFigures {
  /** 'Mar 26' */
  months: string[];
  paid: { count: number; total: number }[];
  issued: { count: number; total: number }[];
  /** live slips a month by PPh article */
  slips: { pasal: string; counts: number[] }[];
  banks: { label: string; count: number; total: number }[];
  channels: { label: string; count: number; total: number }[];
  /** bills now: paid in the window, outstanding and not yet due, overdue */
  billStatus: { key: 'paid' | 'due' | 'overdue'; label: string; count: number }[];
}

export function useLiveFigures(): { figures?: LiveFigures; error: unknown } {
  const { t, i18n } = useTranslation();
  const shop = useDashboard<EcommerceDashboard>('ecommerce', ADMIN_PATHS.dashboardEcommerce);
  const slips = useDashboard<AnalyticsDashboard>('analytics', ADMIN_PATHS.dashboardAnalytics);
  if (!shop.data || !slips.data) return { error: shop.error ?? slips.error };
  const names = monthNames(i18n.language, 'short');
  const label = (month: string) => `${names[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
  const e = shop.data;
  const paidCount = e.paid_per_month.reduce((sum, m) => sum + m.count, 0);
  return {
    error: null,
    figures: {
      months: e.paid_per_month.map((m) => label(m.month)),
      paid: e.paid_per_month,
      issued: e.issued_per_month,
      slips: PASALS.map((pasal) => ({
        pasal: t('adminCharts.pasal', { pasal }),
        counts: slips.data.slips_per_month.map((m) => m.by_pasal[pasal] ?? 0),
      })),
      banks: e.payments_by_bank.map((b) => ({ label: b.bank, count: b.count, total: b.total })),
      channels: e.payments_by_channel.map((c) => ({
        label: t(`adminCharts.channel.${c.channel ?? 'unknown'}`),
        count: c.count,
        total: c.total,
      })),
      billStatus: [
        { key: 'paid', label: t('adminCharts.billStatus.paid'), count: paidCount },
        { key: 'due', label: t('adminCharts.billStatus.due'), count: e.outstanding.count - e.overdue.count },
        { key: 'overdue', label: t('adminCharts.billStatus.overdue'), count: e.overdue.count },
      ],
    },
  };
}
