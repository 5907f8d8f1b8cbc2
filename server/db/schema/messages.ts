import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { MessageLabel } from '../../../contract/messages';
import { chatMessages } from './chat';
import { bytea, ts } from './columns';
import { users } from './core';

// Messages between staff and clients (issue 17), as server/db/migrations/0014_messages.sql
// creates them, with 0025_chat_attachments.sql (the SQL is the source; tests/api/db-schema.test.ts
// fails when the two disagree).

export const messageThreads = pgTable('message_threads', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    fromClient: boolean('from_client').notNull().default(false),
    toAllClients: boolean('to_all_clients').notNull().default(false),
    subject: text('subject').notNull(),
    /** sanitised on the way in (server/services/messages/sanitize.ts) */
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.sentAt)],
);

/** One person's copy of a message: their folder, read flag, star and labels. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['from', 'to', 'cc', 'bcc', 'all', 'service'] }).notNull(),
    folder: text('folder', { enum: ['inbox', 'sent', 'spam', 'trash'] }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    labels: jsonb('labels').$type<MessageLabel[]>().notNull().default([]),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('message_recipients_mailbox_idx').on(t.userId, t.folder, t.messageId),
  ],
);

export const messageDrafts = pgTable(
  'message_drafts',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyTo: integer('reply_to').references(() => messages.id, { onDelete: 'set null' }),
    toIds: jsonb('to_ids').$type<number[]>().notNull().default([]),
    ccIds: jsonb('cc_ids').$type<number[]>().notNull().default([]),
    bccIds: jsonb('bcc_ids').$type<number[]>().notNull().default([]),
    toAllClients: boolean('to_all_clients').notNull().default(false),
    subject: text('subject').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('message_drafts_owner_idx').on(t.ownerId, t.updatedAt)],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    draftId: integer('draft_id').references(() => messageDrafts.id, { onDelete: 'cascade' }),
    /** a support chat message's attachment (0025_chat_attachments.sql); then message_id stays null */
    chatMessageId: integer('chat_message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_draft_idx').on(t.draftId),
    index('message_attachments_chat_message_idx').on(t.chatMessageId),
  ],
);
