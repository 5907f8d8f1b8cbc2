import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import {
  type CoretaxForm,
  type CoretaxProblem,
  EBUPOT_REPORT_PATHS,
  type MasaAgenda,
  type SptMasaSummary,
  type TaxDeposit,
} from '@contract/ebupot-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, buildUrl } from '@/lib/api';
import { getAccessToken } from '@/lib/storage';
import { bupotKeys } from './bupot';

// A masa's SPT summary, deposits and Coretax export. Keys under 'ebupot': a deposit or a report
// refreshes the masa states and the list's totals too.

type Period = { masa: number; tahun: number };
const summaryKey = (p: Period) => [...bupotKeys.all, 'masa-summary', p.tahun, p.masa] as const;

export function useMasaSummary(p: Period | null) {
  return useQuery({
    queryKey: summaryKey(p ?? { masa: 0, tahun: 0 }),
    queryFn: ({ signal }) =>
      api.get<SptMasaSummary>(EBUPOT_REPORT_PATHS.summary, { query: { ...p }, signal }),
    enabled: Boolean(p),
  });
}

export function useMasaAgenda() {
  return useQuery({
    queryKey: [...bupotKeys.all, 'masa-agenda'] as const,
    queryFn: ({ signal }) => api.get<MasaAgenda>(EBUPOT_REPORT_PATHS.agenda, { signal }),
  });
}

export function useCreateDeposit(p: Period) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: { kap: string; kjs: string }) =>
      api.post<{ deposit: TaxDeposit; created: boolean }>(EBUPOT_REPORT_PATHS.deposit, { ...p, ...account }),
    onSuccess: () => client.invalidateQueries({ queryKey: bupotKeys.all }),
  });
}

export function usePayDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (billingCode: string) =>
      api.post<{ deposit: TaxDeposit; applied: boolean }>(EBUPOT_REPORT_PATHS.depositPay, { billingCode }),
    onSuccess: () => client.invalidateQueries({ queryKey: bupotKeys.all }),
  });
}

/** The export refused: what breaks Coretax's field rules, slip by slip. */
export class CoretaxInvalidError extends ApiError {
  constructor(
    message: string,
    readonly problems: CoretaxProblem[],
  ) {
    super(message, { status: 422, code: 'coretax_invalid' });
  }
}

/**
 * Downloads the masa's Coretax XML of one form, file `part` of `parts` (Coretax takes
 * CORETAX_MAX_RECORDS records a file); a 422 throws CoretaxInvalidError with the problems.
 */
export async function downloadCoretaxXml(p: Period, form: CoretaxForm, part = 1, parts = 1): Promise<void> {
  const headers: Record<string, string> = {
    [import.meta.env.VITE_API_KEY_HEADER || DEFAULT_API_KEY_HEADER]:
      import.meta.env.VITE_API_KEY || DEFAULT_API_KEY,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(buildUrl(EBUPOT_REPORT_PATHS.coretax, { ...p, form, part }), {
    headers,
    credentials: 'include',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as {
      error?: string;
      code?: string;
      problems?: CoretaxProblem[];
    };
    if (res.status === 422 && body.problems)
      throw new CoretaxInvalidError(body.error ?? 'Invalid export', body.problems);
    throw new ApiError(body.error ?? `Request failed (${res.status})`, {
      status: res.status,
      code: body.code,
    });
  }
  const { downloadBlob } = await import('@/components/ui/csv');
  const period = `${p.tahun}-${String(p.masa).padStart(2, '0')}`;
  downloadBlob(await res.blob(), `coretax-${form}-${period}${parts > 1 ? `-${part}of${parts}` : ''}.xml`);
}
