import {
  type BupotDeadlines,
  type BupotDetail,
  type BupotList,
  type BupotListQuery,
  type BupotSignerOption,
  EBUPOT_PATHS,
  type KodeObjekPajakList,
} from '@contract/ebupot';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '@/lib/api';

// Every E-Bupot query key starts with 'ebupot', so any change refreshes the list, its totals and details at once.
export const bupotKeys = {
  all: ['ebupot'] as const,
  list: (query: BupotListQuery) => ['ebupot', 'list', query] as const,
  detail: (id: number) => ['ebupot', 'detail', id] as const,
  deadlines: (masa: number, tahun: number) => ['ebupot', 'deadlines', masa, tahun] as const,
  codes: ['ebupot-static', 'codes'] as const,
  signers: ['ebupot', 'signers'] as const,
};

export const asQuery = (q: BupotListQuery) => q as unknown as Query;

export const bupotListOptions = (query: BupotListQuery) =>
  queryOptions({
    queryKey: bupotKeys.list(query),
    queryFn: ({ signal }) => api.get<BupotList>(EBUPOT_PATHS.slips, { query: asQuery(query), signal }),
  });

export function useBupotList(query: BupotListQuery) {
  return useQuery({ ...bupotListOptions(query), placeholderData: keepPreviousData });
}

export function useBupot(id: number) {
  return useQuery({
    queryKey: bupotKeys.detail(id),
    queryFn: ({ signal }) => api.get<BupotDetail>(EBUPOT_PATHS.slip(id), { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useDeadlines(masa: number | undefined, tahun: number | undefined) {
  return useQuery({
    queryKey: bupotKeys.deadlines(masa ?? 0, tahun ?? 0),
    queryFn: ({ signal }) =>
      api.get<BupotDeadlines>(EBUPOT_PATHS.deadlines, { query: { masa, tahun }, signal }),
    enabled: Boolean(masa && tahun),
    staleTime: 60 * 60_000,
  });
}

/** The 153 tax object codes (reference data: fetched once a session). */
export function useTaxCodes() {
  return useQuery({
    queryKey: bupotKeys.codes,
    queryFn: ({ signal }) => api.get<KodeObjekPajakList>(EBUPOT_PATHS.codes, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBupotSigners() {
  return useQuery({
    queryKey: bupotKeys.signers,
    queryFn: ({ signal }) => api.get<{ data: BupotSignerOption[] }>(EBUPOT_PATHS.signers, { signal }),
  });
}

function useInvalidating<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: bupotKeys.all }),
  });
}

export const useCreateBupot = () =>
  useInvalidating((body: unknown) => api.post<BupotDetail>(EBUPOT_PATHS.slips, body));
export const useUpdateBupot = () =>
  useInvalidating(({ id, body }: { id: number; body: unknown }) =>
    api.put<BupotDetail>(EBUPOT_PATHS.slip(id), body),
  );
export const useDeleteBupot = () =>
  useInvalidating((id: number) => api.delete<unknown>(EBUPOT_PATHS.slip(id)));
export const useIssueBupot = () =>
  useInvalidating(({ id, signerId }: { id: number; signerId?: number | null }) =>
    api.post<BupotDetail>(EBUPOT_PATHS.issue(id), { signerId: signerId ?? null }),
  );
export const useCorrectBupot = () =>
  useInvalidating(({ id, body }: { id: number; body: unknown }) =>
    api.post<BupotDetail>(EBUPOT_PATHS.correct(id), body),
  );
export const useCancelBupot = () =>
  useInvalidating(({ id, reason }: { id: number; reason: string }) =>
    api.post<BupotDetail>(EBUPOT_PATHS.cancel(id), { reason }),
  );
