import { ADMIN_PATHS, type AdminSummary, type UserListResponse } from '@contract/admin';
import type { UserListQuery } from '@contract/admin/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useAdminSummary() {
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: ({ signal }) => api.get<AdminSummary>(ADMIN_PATHS.summary, { signal }),
  });
}

export function useAdminUsers(
  params: Pick<UserListQuery, 'page' | 'perPage' | 'sort'> & { q?: string; role?: string },
) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: ({ signal }) =>
      api.get<UserListResponse>(ADMIN_PATHS.users, {
        query: { ...params, q: params.q || undefined, role: params.role || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
