import {
  CHAT_PATHS,
  type ChatConversationResponse,
  type ChatConversationsResponse,
  type ChatStatus,
  type ChatStatusResponse,
} from '@contract/chat';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const CONVERSATIONS_KEY = ['admin', 'chat', 'conversations'] as const;
export const STATUS_KEY = ['admin', 'chat', 'status'] as const;

export const useConversations = (q: string) =>
  useQuery({
    queryKey: [...CONVERSATIONS_KEY, q],
    queryFn: ({ signal }) =>
      api.get<ChatConversationsResponse>(CHAT_PATHS.conversations, { query: { q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const useConversation = (id: number | null) =>
  useQuery({
    queryKey: [...CONVERSATIONS_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<ChatConversationResponse>(CHAT_PATHS.conversation(id!), { signal }),
    enabled: id !== null,
  });

/** The staff member's own status; fetched again every CHAT_HEARTBEAT_MS, which keeps them active. */
export const useOwnStatus = (everyMs: number) =>
  useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => api.get<ChatStatusResponse>(CHAT_PATHS.status, { signal }),
    refetchInterval: everyMs,
    refetchIntervalInBackground: true,
  });

export const putStatus = (status: ChatStatus) => api.put<ChatStatusResponse>(CHAT_PATHS.status, { status });
