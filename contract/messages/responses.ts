// zod schemas of the messages' answers; ../messages names their types (import type + z.infer).
// Instants are ISO 8601 UTC. body_html has been through the server's sanitiser (tags and
// attributes of an allow-list, links http(s)/mailto only); the portal still renders it through
// its own element allow-list, never as raw HTML.

import { instant } from '../common/responses';
import { MESSAGE_LABELS, MESSAGE_PLACES } from '../messages';
import { z } from '../zod';

const id = z.number().int();

/** A person a message is from or to. `npwp` only for clients, and only in staff answers. */
export const partySchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  /** 'client' or staff */
  client: z.boolean(),
});

export const attachmentSchema = z.object({
  id,
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});

export const messageRowSchema = z.object({
  id,
  thread_id: id,
  subject: z.string(),
  /** the start of the text */
  snippet: z.string(),
  /** null when the sender's account is gone */
  from: partySchema.nullable(),
  /** for the sender's copy: the first recipients (empty for 'all clients') */
  to: z.array(partySchema),
  to_all_clients: z.boolean(),
  /** written by a client to the service (sent to the staff, whose names the client is not shown) */
  from_client: z.boolean(),
  /** the caller's copy */
  folder: z.enum(MESSAGE_PLACES),
  read: z.boolean(),
  starred: z.boolean(),
  labels: z.array(z.enum(MESSAGE_LABELS)),
  attachments: z.number().int(),
  /** messages of its thread the caller can see */
  thread_size: z.number().int(),
  sent_at: instant,
});

export const messageDetailSchema = messageRowSchema.extend({
  body_html: z.string(),
  body_text: z.string(),
  cc: z.array(partySchema),
  /** only on the sender's own copy */
  bcc: z.array(partySchema),
  attachment_list: z.array(attachmentSchema),
});

/** GET one: the message and the messages of its thread the caller has, oldest first. */
export const messageThreadSchema = z.object({
  message: messageDetailSchema,
  thread: z.array(messageDetailSchema),
});

/** Unread messages by folder (inbox, spam, starred) and the number of drafts. */
export const mailboxCountsSchema = z.object({
  inbox: z.number().int(),
  spam: z.number().int(),
  starred: z.number().int(),
  draft: z.number().int(),
  labels: z.record(z.enum(MESSAGE_LABELS), z.number().int()),
});

export const draftSchema = z.object({
  id,
  to: z.array(partySchema),
  cc: z.array(partySchema),
  bcc: z.array(partySchema),
  to_all_clients: z.boolean(),
  subject: z.string(),
  body_html: z.string(),
  reply_to: id.nullable(),
  attachment_list: z.array(attachmentSchema),
  updated_at: instant,
});

export const messageListSchema = z.object({
  messages: z.array(messageRowSchema),
  /** in the Draft folder */
  drafts: z.array(draftSchema),
  total: z.number().int(),
  counts: mailboxCountsSchema,
});

export const clientMessageListSchema = z.object({
  messages: z.array(messageRowSchema),
  total: z.number().int(),
  unread: z.number().int(),
});

export const draftAnswerSchema = z.object({ draft: draftSchema });

export const recipientListSchema = z.object({
  recipients: z.array(partySchema.extend({ npwp: z.string().nullable() })),
});

export const attachmentAnswerSchema = z.object({ attachment: attachmentSchema });

export const bulkMessageAnswerSchema = z.object({ changed: z.number().int(), counts: mailboxCountsSchema });

export const sentMessageSchema = z.object({ message: messageDetailSchema });

export const deletedDraftSchema = z.object({ deleted: z.literal(true) });
