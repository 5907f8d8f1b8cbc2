import type {
  Bank,
  BankInfo,
  CreateVaAnswer,
  DompetAnswer,
  ShowVaAnswer,
  TestPaymentAnswer,
  TopupAnswer,
  Transaksi,
  TransaksiListAnswer,
  TransaksiStatusAnswer,
  WalletPayAnswer,
} from '@contract/billing';
import { BILLING_PATHS } from '@contract/billing';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '@/lib/api';

// Every billing query key starts with 'billing': a payment changes bills, payments, the wallet
// and the dashboard at once, so after one the whole group is invalidated.
export const paymentKeys = {
  list: (query: Query) => ['billing', 'transaksi', 'list', query] as const,
  va: (id: number) => ['billing', 'transaksi', 'va', id] as const,
  status: (id: number) => ['billing', 'transaksi', 'status', id] as const,
  dompet: (page: number, perPage: number) => ['billing', 'dompet', page, perPage] as const,
  banks: ['banks'] as const,
  bankInfo: (code: string) => ['banks', 'info', code] as const,
};

/** Refetches every billing query in the background (not awaited: the caller moves on at once). */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
  };
}

export const paymentListOptions = (query: Query) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => api.get<TransaksiListAnswer>(BILLING_PATHS.transaksis, { query, signal }),
  });

export function useTransaksis(query: Query) {
  return useQuery({ ...paymentListOptions(query), placeholderData: keepPreviousData });
}

export function useBanks() {
  return useQuery({
    queryKey: paymentKeys.banks,
    queryFn: ({ signal }) => api.get<Bank[] | { banks: Bank[] }>(BILLING_PATHS.listbank, { signal }),
    select: (answer) => (Array.isArray(answer) ? answer : answer.banks),
    staleTime: 60 * 60 * 1000,
  });
}

export function useBankInfo(code: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.bankInfo(code ?? ''),
    queryFn: ({ signal }) =>
      api.get<BankInfo[] | { banks: BankInfo[] }>(BILLING_PATHS.informasibank, { query: { code }, signal }),
    select: (answer) => (Array.isArray(answer) ? answer : answer.banks).find((b) => b.code === code),
    enabled: Boolean(code) && code !== 'WALLET',
    staleTime: 60 * 60 * 1000,
  });
}

export function useVa(id: number) {
  return useQuery({
    queryKey: paymentKeys.va(id),
    queryFn: ({ signal }) => api.get<ShowVaAnswer>(BILLING_PATHS.showbriva(id), { signal }),
  });
}

export const fetchStatus = (id: number, signal?: AbortSignal) =>
  api.get<TransaksiStatusAnswer>(BILLING_PATHS.getstatus(id), { signal });

export function useCreateVa() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (body: { invoice_id: number; bank_code: string }) =>
      api.post<CreateVaAnswer>(BILLING_PATHS.createbriva, body),
    onSuccess: refresh,
  });
}

export function useSimulatePayment() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (body: { id: number; channel: string }) =>
      api.post<TestPaymentAnswer>(BILLING_PATHS.testPayment, body),
    onSuccess: refresh,
  });
}

export function useCancelTransaksi() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ transaksi: Transaksi }>(BILLING_PATHS.transaksi(id)),
    onSettled: refresh,
  });
}

export function useDompet(page = 1, perPage = 10) {
  return useQuery({
    queryKey: paymentKeys.dompet(page, perPage),
    queryFn: ({ signal }) =>
      api.get<DompetAnswer>(BILLING_PATHS.dompet, { query: { page, perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTopup() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (amount: number) => api.post<TopupAnswer>(BILLING_PATHS.dompetTopup, { amount }),
    onSuccess: refresh,
  });
}

export function useWalletPay() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      api.post<WalletPayAnswer>(BILLING_PATHS.dompetPay, { invoice_id: invoiceId }),
    onSuccess: refresh,
  });
}
