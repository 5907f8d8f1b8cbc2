import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import { buildUrl, type Query } from '@/lib/api';
import { ApiError, errorFromResponse, NETWORK_ERROR_KEY } from '@/lib/api/errors';
import { getAccessToken } from '@/lib/storage';

// CSV exports and PDFs need the API key and bearer headers, which a plain <a href> cannot send: fetch the
// file as a blob with them, then save it under the server's file name.
const API_KEY_HEADER = import.meta.env.VITE_API_KEY_HEADER || DEFAULT_API_KEY_HEADER;
const API_KEY = import.meta.env.VITE_API_KEY || DEFAULT_API_KEY;

/** `attachment; filename="tagihan-20260101.csv"` → tagihan-20260101.csv */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain filename */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

export const downloadCsv = (path: string, query: Query, fallbackName: string) =>
  downloadFile(path, query, fallbackName, 'text/csv');

/** Any file the API makes (CSV, a receipt or statement PDF), fetched with the session and saved. */
export async function downloadFile(
  path: string,
  query: Query,
  fallbackName: string,
  accept: string,
): Promise<void> {
  const headers: Record<string, string> = { Accept: accept, [API_KEY_HEADER]: API_KEY };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), { headers, credentials: 'include' });
  } catch {
    throw new ApiError(NETWORK_ERROR_KEY, { status: 0, isNetwork: true });
  }
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    throw errorFromResponse(res.status, res.statusText, body, res.headers.get('Retry-After'));
  }
  const blob = await res.blob();
  // The saving helpers load with the first export, not with the list.
  const { downloadBlob } = await import('@/components/ui/csv');
  downloadBlob(blob, filenameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName);
}
