import { ADMIN_PATHS, type AdminSummary } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useAdminSummary() {
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: ({ signal }) => api.get<AdminSummary>(ADMIN_PATHS.summary, { signal }),
  });
}
