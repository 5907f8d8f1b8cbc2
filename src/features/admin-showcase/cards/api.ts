import {
  ADMIN_PATHS,
  type AdminSummary,
  type AnalyticsDashboard,
  type CrmDashboard,
  type EcommerceDashboard,
} from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The cards read the admin home's summary and the dashboards' aggregates (GET /admin/summary,
// /admin/dashboards/*), under the same query keys as the admin home and the dashboards, so a
// figure loaded there is not asked again. Refreshing a card refetches its query.

const query =
  <T>(key: string[], path: string) =>
  () =>
    useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<T>(path, { signal }) });

export const useSummary = query<AdminSummary>(['admin', 'summary'], ADMIN_PATHS.summary);
export const useCrm = query<CrmDashboard>(['admin', 'dashboards', 'crm'], ADMIN_PATHS.dashboardCrm);
export const useEcommerce = query<EcommerceDashboard>(
  ['admin', 'dashboards', 'ecommerce'],
  ADMIN_PATHS.dashboardEcommerce,
);
export const useAnalytics = query<AnalyticsDashboard>(
  ['admin', 'dashboards', 'analytics'],
  ADMIN_PATHS.dashboardAnalytics,
);
