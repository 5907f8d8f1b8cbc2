import {
  CHAT_PATHS,
  type ChatMessage,
  type ChatMessagesResponse,
  type ChatReceipts,
  type ChatSentResponse,
} from '@contract/chat';
import { api } from '@/lib/api';

// The chat's calls for one side: the client's own conversation, or a conversation as staff.

export interface ChatEndpoints {
  messages: string;
  receipts: string;
  typing: string;
}

export const clientEndpoints: ChatEndpoints = {
  messages: CHAT_PATHS.mineMessages,
  receipts: CHAT_PATHS.mineReceipts,
  typing: CHAT_PATHS.mineTyping,
};

export const staffEndpoints = (id: number): ChatEndpoints => ({
  messages: CHAT_PATHS.conversationMessages(id),
  receipts: CHAT_PATHS.conversationReceipts(id),
  typing: CHAT_PATHS.conversationTyping(id),
});

export const fetchMessages = (ep: ChatEndpoints, query: { after?: number; before?: number }) =>
  api.get<ChatMessagesResponse>(ep.messages, { query });

export const postMessage = (ep: ChatEndpoints, body: string, clientKey: string) =>
  api.post<ChatSentResponse>(ep.messages, { body, client_key: clientKey });

export const putReceipts = (ep: ChatEndpoints, to: { seen?: number; delivered?: number }) =>
  api.put<{ receipts: ChatReceipts | null }>(ep.receipts, to);

export const postTyping = (ep: ChatEndpoints) => api.post<{ ok: true }>(ep.typing);

/** A message being sent: shown at once, replaced by the server's when it answers. */
export type ThreadMessage = ChatMessage & { pending?: boolean; failed?: boolean };

export const newClientKey = () =>
  `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.slice(0, 40);
