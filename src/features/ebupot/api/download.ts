import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import { type BupotListQuery, EBUPOT_PATHS } from '@contract/ebupot';
import { ApiError, buildUrl } from '@/lib/api';
import { getAccessToken } from '@/lib/storage';
import { asQuery } from './bupot';

// Loaded with the first download (the list's export, the bulk ZIP), not with the list.

/** GET of a file download with the session's bearer token (in a header, so not a plain link); throws ApiError. */
export async function fetchDownload(url: string): Promise<Response> {
  const headers: Record<string, string> = {
    [import.meta.env.VITE_API_KEY_HEADER || DEFAULT_API_KEY_HEADER]:
      import.meta.env.VITE_API_KEY || DEFAULT_API_KEY,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, { headers, credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(body.error ?? `Request failed (${res.status})`, {
      status: res.status,
      code: body.code,
    });
  }
  return res;
}

/** Downloads the CSV export of the filtered list. */
export async function downloadBupotCsv(query: BupotListQuery, filename: string): Promise<void> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const res = await fetchDownload(buildUrl(EBUPOT_PATHS.exportCsv, asQuery(filters)));
  // The saving helpers load with the first export, not with the list.
  const { downloadCsv } = await import('@/components/ui/csv');
  await downloadCsv(filename, res);
}
