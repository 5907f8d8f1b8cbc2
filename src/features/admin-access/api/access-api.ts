import type { PermissionListResponse, PermissionRow, RolesResponse } from '@contract/access';
import type { PermissionBody, PermissionListQuery, RoleBody } from '@contract/access/schemas';
import { ADMIN_PATHS, type UserListResponse } from '@contract/admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';

const KEY = ['admin', 'access'] as const;

export function useRoles() {
  return useQuery({
    queryKey: [...KEY, 'roles'],
    queryFn: ({ signal }) => api.get<RolesResponse>(ADMIN_PATHS.roles, { signal }),
  });
}

/** One page of the permission list, as the grid asks for it. */
export function usePermissions(params: Partial<PermissionListQuery>) {
  return useQuery({
    queryKey: [...KEY, 'permissions', params],
    queryFn: ({ signal }) =>
      api.get<PermissionListResponse>(ADMIN_PATHS.permissions, {
        query: { ...params, q: params.q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every permission (the role dialog's matrix), page by page until the total is reached. */
export function useAllPermissions() {
  return useQuery({
    queryKey: [...KEY, 'permissions', 'all'],
    queryFn: async ({ signal }) => {
      const all: PermissionRow[] = [];
      for (let page = 1; ; page++) {
        const answer = await api.get<PermissionListResponse>(ADMIN_PATHS.permissions, {
          query: { perPage: 100, page, sort: 'subject:asc' },
          signal,
        });
        all.push(...answer.permissions);
        if (all.length >= answer.total || !answer.permissions.length) return all;
      }
    },
  });
}

/** The accounts of one role (or all), for the table under the role cards. */
export function useRoleUsers(params: {
  q?: string;
  role?: string;
  page: number;
  perPage: number;
  sort: string;
}) {
  return useQuery({
    queryKey: ['admin', 'users', 'by-role', params],
    queryFn: ({ signal }) =>
      api.get<UserListResponse>(ADMIN_PATHS.users, {
        query: { ...params, q: params.q || undefined, role: params.role || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const saveRole = (id: number | null, body: RoleBody) =>
  id === null ? api.post(ADMIN_PATHS.roles, body) : api.put(ADMIN_PATHS.role(id), body);
export const deleteRole = (id: number) => api.delete(ADMIN_PATHS.role(id));
export const savePermission = (id: number | null, body: PermissionBody) =>
  id === null ? api.post(ADMIN_PATHS.permissions, body) : api.put(ADMIN_PATHS.permission(id), body);
export const deletePermission = (id: number) => api.delete(ADMIN_PATHS.permission(id));
export const assignRole = (userId: number, role: string) => api.put(ADMIN_PATHS.userRole(userId), { role });

/** After any change: roles, permissions and the users lists read again (they show each other's names). */
export function useRefreshAccess() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
    [queryClient],
  );
}
