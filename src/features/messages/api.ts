import {
  CLIENT_MESSAGE_PATHS as C,
  type ClientMessageList,
  type MessageDetail,
  type MessageThread,
} from '@contract/messages';
import type { ClientMessageBody } from '@contract/messages/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

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
