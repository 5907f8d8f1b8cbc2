import type { BILLING_PATHS, DashboardAnswer } from '@contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// Path copied from the contract (type-checked): a value import would pull zod into this route.
const DASHBOARD_PATH = '/dashboard' satisfies (typeof BILLING_PATHS)['dashboard'];

export const dashboardOptions = queryOptions({
  queryKey: ['billing', 'dashboard'],
  queryFn: ({ signal }) => api.get<DashboardAnswer>(DASHBOARD_PATH, { signal }),
});

export function useDashboard() {
  return useQuery(dashboardOptions);
}
