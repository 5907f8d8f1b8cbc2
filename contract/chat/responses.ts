// zod schemas of the chat's answers; ../chat names their types (import type + z.infer).
// Instants are ISO 8601 UTC. Message bodies are plain text.

import { CHAT_STATUSES } from '../chat';
import { instant } from '../common/responses';
import { attachmentSchema } from '../messages/responses';
import { z } from '../zod';

const id = z.number().int();

export const chatMessageSchema = z.object({
  id,
  conversation_id: id,
  from_client: z.boolean(),
  /** the sender's name; for a client, staff messages carry the staff member's name */
  sender_name: z.string(),
  /** plain text */
  body: z.string(),
  created_at: instant,
  client_key: z.string().nullable(),
  /** files sent with the message (download: CHAT_PATHS.mineAttachment / attachment) */
  attachments: z.array(attachmentSchema),
});

/** Where each side has got to: the ticks. A message is delivered / seen by the other side when its id is ≤ theirs. */
export const chatReceiptsSchema = z.object({
  conversation_id: id,
  client_delivered: id,
  client_seen: id,
  staff_delivered: id,
  staff_seen: id,
});

export const chatMessagesResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** with ?before= or none: older messages remain; with ?after=: newer ones remain beyond the limit */
  more: z.boolean(),
  receipts: chatReceiptsSchema.nullable(),
});

export const chatMineResponseSchema = z.object({
  conversation: z
    .object({
      id,
      unread: z.number().int(),
      receipts: chatReceiptsSchema,
    })
    .nullable(),
  /** the service's status: the most available staff member's */
  status: z.enum(CHAT_STATUSES),
});

export const chatSentResponseSchema = z.object({
  message: chatMessageSchema,
  /** false when client_key named a message already sent: nothing was added */
  created: z.boolean(),
});

export const chatClientProfileSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  npwp: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  since: instant,
});

export const chatConversationRowSchema = z.object({
  id,
  client: chatClientProfileSchema,
  last_message: z.object({ id, body: z.string(), from_client: z.boolean(), created_at: instant }).nullable(),
  /** the client's messages no staff member has read */
  unread: z.number().int(),
});

export const chatConversationsResponseSchema = z.object({
  conversations: z.array(chatConversationRowSchema),
});

export const chatConversationResponseSchema = z.object({
  conversation: chatConversationRowSchema,
  receipts: chatReceiptsSchema,
});

export const chatStatusResponseSchema = z.object({
  status: z.enum(CHAT_STATUSES),
});

/** PUT …/receipts (null when the client has no conversation yet) */
export const chatReceiptsResponseSchema = z.object({ receipts: chatReceiptsSchema.nullable() });

/** POST …/typing */
export const chatOkSchema = z.object({ ok: z.literal(true) });
