import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type MessageAttachment } from '@contract/messages';
import { API_URL, ApiError, api, type UploadProgress } from '@/lib/api';
import { headersFor } from '@/lib/api/client';
import { getAccessToken } from '@/lib/storage';

// Attachments as the mail (Pesan, Email app) and the support chat share them: one store on the
// server, uploaded one file a request, downloaded with the session (no plain link can send it).

/** "1.2 MB", "340 KB". */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Why the server would refuse `file`, checked before uploading: too large, or a type it does not take. */
export function attachmentProblem(file: File): 'tooLarge' | 'fileType' | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  const ext = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
  return ext && ext in ATTACHMENT_TYPES ? null : 'fileType';
}

/** Uploads one attachment to `path` (the staff's or the client's upload address). */
export const uploadAttachment = (
  path: string,
  file: File,
  onUploadProgress?: (progress: UploadProgress) => void,
) => api.post<{ attachment: MessageAttachment }>(path, { file }, { multipart: true, onUploadProgress });

/** Saves an attachment (the download needs the bearer token, so no plain link). */
export async function downloadAttachment(path: string, name: string): Promise<void> {
  const res = await fetch(`${API_URL}${path}`, { headers: headersFor(true, getAccessToken()) });
  if (!res.ok) throw new ApiError(res.statusText || 'Download failed', { status: res.status });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
