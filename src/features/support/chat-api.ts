import {
  CHAT_PATHS,
  type ChatAttachment,
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
  /** POST multipart { file }: this side's uploads */
  upload: string;
  /** GET an attachment as this side may */
  file: (id: number) => string;
}

export const clientEndpoints: ChatEndpoints = {
  messages: CHAT_PATHS.mineMessages,
  receipts: CHAT_PATHS.mineReceipts,
  typing: CHAT_PATHS.mineTyping,
  upload: CHAT_PATHS.mineAttachments,
  file: CHAT_PATHS.mineAttachment,
};

export const staffEndpoints = (id: number): ChatEndpoints => ({
  messages: CHAT_PATHS.conversationMessages(id),
  receipts: CHAT_PATHS.conversationReceipts(id),
  typing: CHAT_PATHS.conversationTyping(id),
  upload: CHAT_PATHS.attachments,
  file: CHAT_PATHS.attachment,
});

export const fetchMessages = (ep: ChatEndpoints, query: { after?: number; before?: number }) =>
  api.get<ChatMessagesResponse>(ep.messages, { query });

export const postMessage = (ep: ChatEndpoints, body: string, files: ChatAttachment[], clientKey: string) =>
  api.post<ChatSentResponse>(ep.messages, {
    body,
    attachment_ids: files.map((f) => f.id),
    client_key: clientKey,
  });

export const putReceipts = (ep: ChatEndpoints, to: { seen?: number; delivered?: number }) =>
  api.put<{ receipts: ChatReceipts | null }>(ep.receipts, to);

export const postTyping = (ep: ChatEndpoints) => api.post<{ ok: true }>(ep.typing);

/** A message being sent: shown at once, replaced by the server's when it answers. */
export type ThreadMessage = ChatMessage & { pending?: boolean; failed?: boolean };

export const newClientKey = () =>
  `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.slice(0, 40);
