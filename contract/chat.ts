// API contract of the support chat (issue 17): one conversation a client with the service's
// staff. Plain values and types; request schemas in ./chat/schemas, answers in ./chat/responses.
// Messages are plain text: the portal renders them as text, never as HTML. A message may carry
// attachments (the mail's storage and limits, contract/messages: ATTACHMENT_TYPES and
// ATTACHMENT_MAX_BYTES), at most CHAT_ATTACHMENTS_MAX; its text may then be empty.

import type { z } from 'zod';
import type {
  chatClientProfileSchema,
  chatConversationResponseSchema,
  chatConversationRowSchema,
  chatConversationsResponseSchema,
  chatMessageSchema,
  chatMessagesResponseSchema,
  chatMineResponseSchema,
  chatReceiptsSchema,
  chatSentResponseSchema,
  chatStatusResponseSchema,
} from './chat/responses';

export const CHAT_PATHS = {
  /** the client's side: GET their conversation (null before the first message) */
  mine: '/chat',
  /** GET ?after= | ?before= (cursor by message id), POST { body, client_key } */
  mineMessages: '/chat/messages',
  /** PUT { delivered?, seen? }: the client received / read up to a message id */
  mineReceipts: '/chat/receipts',
  /** POST: the client is typing (sent at most every 2 s) */
  mineTyping: '/chat/typing',
  /** POST multipart { file }: an attachment for the client's next message */
  mineAttachments: '/chat/attachments',
  /** GET: an attachment of the client's own conversation (or their own unsent upload) */
  mineAttachment: (id: number | string) => `/chat/attachments/${id}`,
  /** staff (subject 'chat'): GET the conversations, ?q= searches name, email, NPWP and text */
  conversations: '/admin/chat/conversations',
  conversation: (id: number | string) => `/admin/chat/conversations/${id}`,
  conversationMessages: (id: number | string) => `/admin/chat/conversations/${id}/messages`,
  conversationReceipts: (id: number | string) => `/admin/chat/conversations/${id}/receipts`,
  conversationTyping: (id: number | string) => `/admin/chat/conversations/${id}/typing`,
  /** staff: POST multipart { file } (create); GET an attachment of any conversation (read) */
  attachments: '/admin/chat/attachments',
  attachment: (id: number | string) => `/admin/chat/attachments/${id}`,
  /** GET / PUT { status }: the staff member's own status, shown to clients */
  status: '/admin/chat/status',
} as const;

export const CHAT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Longest message text, in characters. */
export const CHAT_BODY_MAX = 4000;
/** Attachments a message carries at most. */
export const CHAT_ATTACHMENTS_MAX = 3;
/** Messages a page of history (and most one ?after= answer carries). */
export const CHAT_PAGE = 50;
/** Messages a sender may post in a minute. */
export const CHAT_SEND_LIMIT = 20;
export const CHAT_SEND_WINDOW_MS = 60_000;
/** A staff member not active for this long shows as offline, whatever they chose. */
export const CHAT_ACTIVE_MS = 2 * 60_000;
/** The staff page says it is active this often while open. */
export const CHAT_HEARTBEAT_MS = 45_000;
/** A typing indicator shows this long after the last typing event. */
export const CHAT_TYPING_SHOW_MS = 4000;

/** Real-time events (GET /api/events) of the chat; data holds ids and states only. */
export const CHAT_EVENTS = {
  /** { conversation_id, message_id }: fetch after your last id (attachments come with the message) */
  message: 'chat.message',
  /** ChatReceipts of one conversation */
  receipts: 'chat.receipts',
  /** { conversation_id, from_client }: the other side is typing */
  typing: 'chat.typing',
  /** { status }: the service's status as clients see it */
  status: 'chat.status',
} as const;

export interface ChatMessageEvent {
  conversation_id: number;
  message_id: number;
}
export interface ChatTypingEvent {
  conversation_id: number;
  from_client: boolean;
  /** the staff member's first name, for the client ('' for a client) */
  name: string;
}
export interface ChatStatusEvent {
  status: ChatStatus;
}

export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** An attachment of a chat message: the mail's shape ({ id, name, mime, size }). */
export type ChatAttachment = ChatMessage['attachments'][number];
export type ChatReceipts = z.infer<typeof chatReceiptsSchema>;
export type ChatClientProfile = z.infer<typeof chatClientProfileSchema>;
export type ChatConversationRow = z.infer<typeof chatConversationRowSchema>;
/** GET /chat */
export type ChatMineResponse = z.infer<typeof chatMineResponseSchema>;
/** GET /chat/messages and /admin/chat/conversations/:id/messages */
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;
/** POST a message */
export type ChatSentResponse = z.infer<typeof chatSentResponseSchema>;
/** GET /admin/chat/conversations */
export type ChatConversationsResponse = z.infer<typeof chatConversationsResponseSchema>;
/** GET /admin/chat/conversations/:id */
export type ChatConversationResponse = z.infer<typeof chatConversationResponseSchema>;
/** GET / PUT /admin/chat/status */
export type ChatStatusResponse = z.infer<typeof chatStatusResponseSchema>;
