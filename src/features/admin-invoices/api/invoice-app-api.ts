import { ADMIN_PATHS, type UserListResponse } from '@contract/admin';
import type { AdminInvoiceBody, BulkInvoiceBody, ManualPaymentBody } from '@contract/admin/invoice-schemas';
import {
  type AdminInvoiceDetail,
  type AdminInvoiceListAnswer,
  type AdminInvoiceRow,
  type BulkInvoiceAnswer,
  ADMIN_INVOICE_PATHS as P,
} from '@contract/admin/invoices';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';

const KEY = ['admin', 'invoices'] as const;

/** The list's query as the URL state gives it (see ../utils/list-url). */
type ListQuery = Partial<
  Record<'q' | 'status' | 'date_from' | 'date_to' | 'page' | 'perPage' | 'sort', string | number>
>;

export function useAdminInvoices(query: ListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => api.get<AdminInvoiceListAnswer>(P.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every row the filters match (the CSV export), page by page until the total is reached. */
export async function allAdminInvoices(query: ListQuery): Promise<AdminInvoiceRow[]> {
  const rows: AdminInvoiceRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<AdminInvoiceListAnswer>(P.list, { query: { ...query, page, perPage: 100 } });
    rows.push(...answer.invoices);
    if (rows.length >= answer.total || !answer.invoices.length) return rows;
  }
}

export const useAdminInvoice = (id: number) =>
  useQuery({
    queryKey: [...KEY, id],
    queryFn: ({ signal }) => api.get<{ invoice: AdminInvoiceDetail }>(P.one(id), { signal }),
    enabled: id > 0,
  });

/** Clients whose name or email holds `q` (the client picker). */
export const useClientSearch = (q: string) =>
  useQuery({
    queryKey: ['admin', 'users', 'clients', q],
    queryFn: ({ signal }) =>
      api.get<UserListResponse>(ADMIN_PATHS.users, { query: { role: 'client', q, perPage: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

type Answer = { invoice: AdminInvoiceDetail };
export const createInvoice = (body: AdminInvoiceBody) => api.post<Answer>(P.list, body);
export const updateInvoice = (id: number, body: AdminInvoiceBody) => api.put<Answer>(P.one(id), body);
export const sendInvoice = (id: number) => api.patch<Answer>(P.send(id));
export const cancelInvoice = (id: number) => api.patch<Answer>(P.cancel(id));
export const bulkInvoices = (body: BulkInvoiceBody) => api.patch<BulkInvoiceAnswer>(P.bulk, body);
export const recordPayment = (id: number, body: ManualPaymentBody) => api.post<Answer>(P.payments(id), body);

/** Refetches the app's lists and bills after a change. */
export function useRefreshInvoices() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
}
