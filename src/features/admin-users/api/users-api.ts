import type { AuditListResponse } from '@contract/access';
import { ADMIN_PATHS, type AdminUserRow, type UserListResponse } from '@contract/admin';
import type { AddUserBody, UserEditBody, UserListQuery } from '@contract/admin/schemas';
import type { UserAction, UserCard, UserSessions, UserSlips } from '@contract/admin/users';
import type { DompetAnswer, InvoiceListAnswer, TransaksiListAnswer } from '@contract/billing';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';

const KEY = ['admin', 'users'] as const;

/** One page of the users list, as the grid asks for it. */
export function useUsers(query: Partial<UserListQuery>) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => api.get<UserListResponse>(ADMIN_PATHS.users, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every row the filters match (the CSV export), page by page until the total is reached. */
export async function allUsers(query: Partial<UserListQuery>): Promise<AdminUserRow[]> {
  const rows: AdminUserRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<UserListResponse>(ADMIN_PATHS.users, {
      query: { ...query, page, perPage: 100 },
    });
    rows.push(...answer.users);
    if (rows.length >= answer.total || !answer.users.length) return rows;
  }
}

export const useUserCard = (id: number) =>
  useQuery({
    queryKey: [...KEY, id, 'card'],
    queryFn: ({ signal }) => api.get<UserCard>(ADMIN_PATHS.user(id), { signal }),
  });

export const useUserSessions = (id: number) =>
  useQuery({
    queryKey: [...KEY, id, 'sessions'],
    queryFn: ({ signal }) => api.get<UserSessions>(ADMIN_PATHS.userSessions(id), { signal }),
  });

const paged = { placeholderData: keepPreviousData } as const;

export const useUserBills = (id: number, page: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...KEY, id, 'bills', page],
    queryFn: ({ signal }) =>
      api.get<InvoiceListAnswer>(ADMIN_PATHS.userBills(id), { query: { page, perPage: 10 }, signal }),
    ...paged,
  });

export const useUserPayments = (id: number, page: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...KEY, id, 'payments', page],
    queryFn: ({ signal }) =>
      api.get<TransaksiListAnswer>(ADMIN_PATHS.userPayments(id), { query: { page, perPage: 10 }, signal }),
    ...paged,
  });

export const useUserSlips = (id: number, page: number) =>
  useQuery({
    queryKey: [...KEY, id, 'slips', page],
    queryFn: ({ signal }) =>
      api.get<UserSlips>(ADMIN_PATHS.userSlips(id), { query: { page, perPage: 10 }, signal }),
    ...paged,
  });

export const useUserWallet = (id: number, page: number) =>
  useQuery({
    queryKey: [...KEY, id, 'wallet', page],
    queryFn: ({ signal }) =>
      api.get<DompetAnswer>(ADMIN_PATHS.userWallet(id), { query: { page, perPage: 10 }, signal }),
    ...paged,
  });

export const useUserAudit = (id: number, page: number) =>
  useQuery({
    queryKey: [...KEY, id, 'audit', page],
    queryFn: ({ signal }) =>
      api.get<AuditListResponse>(ADMIN_PATHS.audit, {
        query: { target_type: 'user', target_id: String(id), page, perPage: 10 },
        signal,
      }),
    ...paged,
  });

export const addUser = (data: AddUserBody['data']) => api.post<UserAction>(ADMIN_PATHS.addUser, { data });
export const deleteUser = (id: number) => api.delete<UserAction>(ADMIN_PATHS.deleteUser, { id });
export const editUser = (id: number, body: UserEditBody) => api.put<UserAction>(ADMIN_PATHS.user(id), body);
export const suspendUser = (id: number) => api.post<UserAction>(ADMIN_PATHS.userSuspend(id));
export const reactivateUser = (id: number) => api.post<UserAction>(ADMIN_PATHS.userReactivate(id));
export const forcePasswordReset = (id: number) => api.post<UserAction>(ADMIN_PATHS.userResetPassword(id));
export const revokeUserSession = (id: number, sessionId: number) =>
  api.delete<UserAction>(ADMIN_PATHS.userSession(id, sessionId));

/** After any change: every users list and card reads again (the roles page shows them too). */
export function useRefreshUsers() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: KEY }), [queryClient]);
}
