import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import {
  type ImportColumnKey,
  type ImportCommitAnswer,
  type ImportPreview,
  type ImportRowAnswer,
  type ImportTemplateFormat,
  EBUPOT_IMPORT_PATHS as P,
} from '@contract/ebupot-import';
import { ApiError, api, buildUrl } from '@/lib/api';
import { getAccessToken } from '@/lib/storage';

// The import's calls. The upload reports its progress (XMLHttpRequest under api.post).

export const uploadImport = (file: File, onProgress: (percent: number) => void) =>
  api.post<ImportPreview>(
    P.imports,
    { file },
    { multipart: true, onUploadProgress: (p) => onProgress(p.percent) },
  );

export const getImport = (id: number, signal?: AbortSignal) =>
  api.get<ImportPreview>(P.import(id), { signal });

export const patchImportRow = (id: number, line: number, values: Partial<Record<ImportColumnKey, string>>) =>
  api.patch<ImportRowAnswer>(P.row(id, line), { values });

export const commitImport = (id: number, expected: number) =>
  api.post<ImportCommitAnswer>(P.commit(id), { expected });

/** Saves the empty template (the bearer token goes in a header, so not a plain link). */
export async function downloadTemplate(format: ImportTemplateFormat): Promise<void> {
  const headers: Record<string, string> = {
    [import.meta.env.VITE_API_KEY_HEADER || DEFAULT_API_KEY_HEADER]:
      import.meta.env.VITE_API_KEY || DEFAULT_API_KEY,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(buildUrl(P.template(format)), { headers, credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(body.error ?? `Request failed (${res.status})`, {
      status: res.status,
      code: body.code,
    });
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `template-ebupot-unifikasi.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
