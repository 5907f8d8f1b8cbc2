import type { InvoiceDetail, InvoiceListAnswer } from '@contract/billing';
import { BILLING_PATHS } from '@contract/billing';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '@/lib/api';

// Every billing query key starts with 'billing' so a payment (which changes bills, payments,
// the wallet and the dashboard at once) can refresh all of them with one invalidation.
export const invoiceKeys = {
  all: ['billing', 'invoices'] as const,
  list: (query: Query) => ['billing', 'invoices', 'list', query] as const,
  detail: (id: number) => ['billing', 'invoices', 'detail', id] as const,
};

export const invoiceListOptions = (query: Query) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api.get<InvoiceListAnswer>(BILLING_PATHS.invoices, { query, signal }),
  });

export function useInvoices(query: Query) {
  return useQuery({ ...invoiceListOptions(query), placeholderData: keepPreviousData });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.get<InvoiceDetail>(BILLING_PATHS.invoice(id), { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Cancels an unpaid bill; then every billing query (the list with its current filters too) refetches. */
export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(BILLING_PATHS.invoice(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
