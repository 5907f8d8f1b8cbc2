import {
  ADMIN_PATHS,
  type AnalyticsDashboard,
  type CrmDashboard,
  type EcommerceDashboard,
} from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

const dashboardQuery =
  <T>(name: string, path: string) =>
  () =>
    useQuery({
      queryKey: ['admin', 'dashboards', name],
      queryFn: ({ signal }) => api.get<T>(path, { signal }),
    });

export const useCrmDashboard = dashboardQuery<CrmDashboard>('crm', ADMIN_PATHS.dashboardCrm);
export const useAnalyticsDashboard = dashboardQuery<AnalyticsDashboard>(
  'analytics',
  ADMIN_PATHS.dashboardAnalytics,
);
export const useEcommerceDashboard = dashboardQuery<EcommerceDashboard>(
  'ecommerce',
  ADMIN_PATHS.dashboardEcommerce,
);
