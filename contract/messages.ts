// Messages between the service's staff and its clients (issue 17): the staff's Email app
// (/apps/email, paths under /admin/messages: the admin area's guard checks the caller's ability
// on 'email' by method, GET read, POST create, PATCH update, DELETE delete) and the client's
// Pesan page (paths under /messages, clients only). Plain values and types; the zod schemas are
// in ./messages/schemas (requests) and ./messages/responses (answers).
//
// Each message has one row per person it concerns (the sender's in Sent, each recipient's in
// Inbox), with that person's folder, read flag, star and labels, so moving, starring or deleting
// touches only their own copy. A client's rows are only those of messages sent to them or by them:
// a message between staff, or to another client, has no row of theirs and does not exist for them.

import type { z } from 'zod';
import type {
  attachmentSchema,
  clientMessageListSchema,
  draftAnswerSchema,
  draftSchema,
  mailboxCountsSchema,
  messageDetailSchema,
  messageListSchema,
  messageRowSchema,
  messageThreadSchema,
  partySchema,
  recipientListSchema,
} from './messages/responses';

/** Folders of the staff mailbox; 'starred' and 'draft' are views, not places a message is moved to. */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
/** Where a message can be moved. */
export const MESSAGE_MOVE_TARGETS = ['inbox', 'spam', 'trash'] as const;
/** A stored copy's place ('sent' is the sender's copy). */
export const MESSAGE_PLACES = ['inbox', 'sent', 'spam', 'trash'] as const;
export type MessagePlace = (typeof MESSAGE_PLACES)[number];

/** The four labels of a tax office's mailbox (the portal translates them). */
export const MESSAGE_LABELS = ['tax', 'billing', 'documents', 'important'] as const;
export type MessageLabel = (typeof MESSAGE_LABELS)[number];

export const BULK_MESSAGE_ACTIONS = [
  'read',
  'unread',
  'star',
  'unstar',
  'move',
  'label',
  'unlabel',
  /** to Trash; from Trash, gone for good (for the caller only) */
  'delete',
] as const;
export type BulkMessageAction = (typeof BULK_MESSAGE_ACTIONS)[number];
export const BULK_MESSAGE_MAX = 100;

export const SUBJECT_MAX = 200;
/** Characters of the (sanitised) HTML of a message. */
export const BODY_HTML_MAX = 100_000;
/** Characters of a client's plain text message. */
export const BODY_TEXT_MAX = 10_000;
/** Recipients of one message (To, Cc and Bcc together; 'all clients' counts as one). */
export const RECIPIENTS_MAX = 50;

/** Attachments: at most this many a message, each at most ATTACHMENT_MAX_BYTES. */
export const ATTACHMENTS_MAX = 5;
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Accepted file types by extension; the server checks the first bytes of PDF, PNG and JPEG. */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((e) => `.${e}`)
  .join(',');

/** Messages a sender may send: staff per minute, a client per ten minutes. */
export const STAFF_SEND_LIMIT = { limit: 30, windowMs: 60_000 } as const;
export const CLIENT_SEND_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

export const MESSAGE_PATHS = {
  /** GET the caller's list (folder, label, q, page), POST send */
  list: '/admin/messages',
  /** PATCH { action, ids, folder?, label? } */
  bulk: '/admin/messages/bulk',
  /** GET clients and staff by name, email or NPWP */
  recipients: '/admin/messages/recipients',
  /** POST a new draft; GET/PUT/DELETE one */
  drafts: '/admin/messages/drafts',
  draft: (id: number | string) => `/admin/messages/drafts/${id}`,
  /** POST multipart { file }: an attachment for the next message or draft */
  attachments: '/admin/messages/attachments',
  attachment: (id: number | string) => `/admin/messages/attachments/${id}`,
  /** GET one message with its thread (marks it read) */
  one: (id: number | string) => `/admin/messages/${id}`,
} as const;

export const CLIENT_MESSAGE_PATHS = {
  /** GET what the service sent the client and what they wrote (folder inbox|sent), POST write */
  list: '/messages',
  /** POST multipart { file } */
  attachments: '/messages/attachments',
  attachment: (id: number | string) => `/messages/attachments/${id}`,
  /** GET one with its thread (marks it read) */
  one: (id: number | string) => `/messages/${id}`,
} as const;

/** Real-time events (src/lib/realtime): `{ id }` of a message that reached the listener's mailbox. */
export const MESSAGE_EVENTS = { received: 'message.new' } as const;
export interface MessageEvent {
  id: number;
}

/** Machine codes of the messages' 4xx answers besides validation, not_found and forbidden. */
export const MESSAGE_ERROR_CODES = [
  'no_recipients',
  'bad_recipient',
  'file_type', // attachment type not accepted
  'file_too_large',
  'bad_attachment', // not the caller's, already sent, or unknown
  'too_many_attempts',
] as const;

export type Party = z.infer<typeof partySchema>;
export type MessageAttachment = z.infer<typeof attachmentSchema>;
export type MessageRow = z.infer<typeof messageRowSchema>;
export type MessageDetail = z.infer<typeof messageDetailSchema>;
export type MessageThread = z.infer<typeof messageThreadSchema>;
export type MailboxCounts = z.infer<typeof mailboxCountsSchema>;
export type MessageList = z.infer<typeof messageListSchema>;
export type ClientMessageList = z.infer<typeof clientMessageListSchema>;
export type MessageDraft = z.infer<typeof draftSchema>;
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;
export type RecipientList = z.infer<typeof recipientListSchema>;
