// zod schemas of the messages' requests (../messages), shared by the server and the portal.

import { optional, pageSchema, perPageSchema, searchText } from '../billing/schemas';
import { positiveInt } from '../common/schemas';
import {
  ATTACHMENTS_MAX,
  BODY_HTML_MAX,
  BODY_TEXT_MAX,
  BULK_MESSAGE_ACTIONS,
  BULK_MESSAGE_MAX,
  MESSAGE_FOLDERS,
  MESSAGE_LABELS,
  MESSAGE_MOVE_TARGETS,
  RECIPIENTS_MAX,
  SUBJECT_MAX,
} from '../messages';
import { z } from '../zod';

const ids = (label: string, max: number) =>
  z.array(positiveInt(label)).max(max, `At most ${max} ${label}`).default([]);
const subject = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(SUBJECT_MAX, `Subject is at most ${SUBJECT_MAX} characters`);
const label = z.enum(MESSAGE_LABELS, { error: `label must be one of ${MESSAGE_LABELS.join(', ')}` });

/** GET /admin/messages */
export const messageListQuerySchema = z.object({
  folder: optional(
    z.enum(MESSAGE_FOLDERS, { error: `folder must be one of ${MESSAGE_FOLDERS.join(', ')}` }),
  ).default('inbox'),
  label: optional(label),
  q: searchText,
  page: pageSchema,
  perPage: perPageSchema,
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** GET /messages (a client): what the service sent them, or what they wrote. */
export const clientMessageListQuerySchema = z.object({
  folder: optional(z.enum(['inbox', 'sent'], { error: 'folder must be inbox or sent' })).default('inbox'),
  q: searchText,
  page: pageSchema,
  perPage: perPageSchema,
});

/** POST /admin/messages: send (a draft named by draft_id is sent and removed). */
export const sendMessageSchema = z.object({
  to: ids('recipients', RECIPIENTS_MAX),
  /** an announcement to every active client (each gets their own copy; none sees the others) */
  to_all_clients: z.boolean().default(false),
  cc: ids('recipients', RECIPIENTS_MAX),
  bcc: ids('recipients', RECIPIENTS_MAX),
  subject,
  body_html: z
    .string({ error: 'The message is required' })
    .max(BODY_HTML_MAX, `The message is at most ${BODY_HTML_MAX} characters`),
  attachment_ids: ids('attachments', ATTACHMENTS_MAX),
  /** the message answered: same thread */
  reply_to: optional(positiveInt('reply_to')),
  /** the message forwarded: its attachments go along */
  forward_of: optional(positiveInt('forward_of')),
  draft_id: optional(positiveInt('draft_id')),
});
export type SendMessageBody = z.input<typeof sendMessageSchema>;

/** POST/PUT a draft: everything optional, saved as typed. */
export const draftBodySchema = z.object({
  to: ids('recipients', RECIPIENTS_MAX),
  to_all_clients: z.boolean().default(false),
  cc: ids('recipients', RECIPIENTS_MAX),
  bcc: ids('recipients', RECIPIENTS_MAX),
  subject: z.string().max(SUBJECT_MAX, `Subject is at most ${SUBJECT_MAX} characters`).default(''),
  body_html: z.string().max(BODY_HTML_MAX, `The message is at most ${BODY_HTML_MAX} characters`).default(''),
  attachment_ids: ids('attachments', ATTACHMENTS_MAX),
  reply_to: optional(positiveInt('reply_to')),
});
export type DraftBody = z.input<typeof draftBodySchema>;

/** POST /messages: a client writes to the service (plain text). */
export const clientMessageSchema = z.object({
  subject,
  body: z
    .string({ error: 'The message is required' })
    .trim()
    .min(1, 'The message is required')
    .max(BODY_TEXT_MAX, `The message is at most ${BODY_TEXT_MAX} characters`),
  attachment_ids: ids('attachments', ATTACHMENTS_MAX),
  reply_to: optional(positiveInt('reply_to')),
});
export type ClientMessageBody = z.input<typeof clientMessageSchema>;

/** PATCH /admin/messages/bulk */
export const bulkMessageSchema = z
  .object({
    action: z.enum(BULK_MESSAGE_ACTIONS, {
      error: `action must be one of ${BULK_MESSAGE_ACTIONS.join(', ')}`,
    }),
    ids: z
      .array(positiveInt('ids'))
      .min(1, 'Choose at least one message')
      .max(BULK_MESSAGE_MAX, `At most ${BULK_MESSAGE_MAX} messages`),
    folder: z.enum(MESSAGE_MOVE_TARGETS, { error: 'folder must be inbox, spam or trash' }).optional(),
    label: label.optional(),
  })
  .refine((b) => b.action !== 'move' || b.folder, { message: 'folder is required', path: ['folder'] })
  .refine((b) => !['label', 'unlabel'].includes(b.action) || b.label, {
    message: 'label is required',
    path: ['label'],
  });
export type BulkMessageBody = z.input<typeof bulkMessageSchema>;

/** GET /admin/messages/recipients?q= */
export const recipientQuerySchema = z.object({ q: searchText });
