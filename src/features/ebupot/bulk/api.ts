import {
  type BulkEmailResult,
  type BulkIssueResult,
  EBUPOT_BULK_PATHS,
  type SlipEmailLog,
} from '@contract/ebupot-bulk';
import { useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api';
import { fetchDownload } from '../api/download';

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

/** Saves one zip of the chosen slips' PDFs. */
export async function downloadSlipsZip(ids: number[]): Promise<void> {
  const res = await fetchDownload(buildUrl(EBUPOT_BULK_PATHS.zip, { ids: ids.join(',') }));
  const { downloadBlob } = await import('@/components/ui/csv');
  downloadBlob(await res.blob(), 'bukti-potong.zip');
}
