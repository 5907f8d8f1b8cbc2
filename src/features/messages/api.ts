import {
  CLIENT_MESSAGE_PATHS as C,
  type ClientMessageList,
  type MessageAttachment,
  type MessageDetail,
  type MessageThread,
} from '@contract/messages';
import type { ClientMessageBody } from '@contract/messages/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_URL, ApiError, api } from '@/lib/api';
import { headersFor } from '@/lib/api/client';
import { getAccessToken } from '@/lib/storage';

export const CLIENT_MESSAGES_KEY = ['messages', 'client'] as const;

export const useClientMessages = (folder: 'inbox' | 'sent', q: string) =>
  useQuery({
    queryKey: [...CLIENT_MESSAGES_KEY, 'list', folder, q],
    queryFn: ({ signal }) =>
      api.get<ClientMessageList>(C.list, { query: { folder, q, perPage: 50 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useClientThread = (id: number | null) =>
  useQuery({
    queryKey: [...CLIENT_MESSAGES_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<MessageThread>(C.one(id as number), { signal }),
    enabled: !!id,
  });

export const writeToService = (body: ClientMessageBody) => api.post<{ message: MessageDetail }>(C.list, body);

/** Uploads one attachment to `path` (the staff's or the client's upload address). */
export const uploadAttachment = (path: string, file: File) =>
  api.post<{ attachment: MessageAttachment }>(path, { file }, { multipart: true });

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
