import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import {
  type BulkEmailResult,
  type BulkIssueResult,
  EBUPOT_BULK_PATHS,
  type SlipEmailLog,
} from '@contract/ebupot-bulk';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, buildUrl } from '@/lib/api';
import { getAccessToken } from '@/lib/storage';

// Bulk actions on the slip list and a slip's sent log (contract/ebupot-bulk.ts).

export const bulkIssue = (ids: number[]) => api.post<BulkIssueResult>(EBUPOT_BULK_PATHS.issue, { ids });

export const bulkEmail = (ids: number[]) => api.post<BulkEmailResult>(EBUPOT_BULK_PATHS.email, { ids });

export function useSlipEmails(id: number, enabled: boolean) {
  return useQuery({
    // under 'ebupot': any slip change (and a bulk mail) refreshes it
    queryKey: ['ebupot', 'emails', id],
    queryFn: ({ signal }) => api.get<SlipEmailLog>(EBUPOT_BULK_PATHS.emails(id), { signal }),
    enabled,
  });
}

/** Saves one zip of the chosen slips' PDFs (the bearer token goes in a header, so not a plain link). */
export async function downloadSlipsZip(ids: number[]): Promise<void> {
  const headers: Record<string, string> = {
    [import.meta.env.VITE_API_KEY_HEADER || DEFAULT_API_KEY_HEADER]:
      import.meta.env.VITE_API_KEY || DEFAULT_API_KEY,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(buildUrl(EBUPOT_BULK_PATHS.zip, { ids: ids.join(',') }), {
    headers,
    credentials: 'include',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(body.error ?? `Request failed (${res.status})`, {
      status: res.status,
      code: body.code,
    });
  }
  const { downloadBlob } = await import('@/components/ui/csv');
  downloadBlob(await res.blob(), 'bukti-potong.zip');
}
