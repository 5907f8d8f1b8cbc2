import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAT_STATUSES } from '../../../contract/chat';
import { ts } from './columns';
import { users } from './core';

// The support chat (issue 17), as server/db/migrations/0015_chat.sql creates it (the SQL is the
// source; tests/api/db-schema.test.ts fails when the two disagree).

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: ts('last_message_at'),
    /** the last message id the client received / read (the staff messages' ticks) */
    clientDeliveredUpto: integer('client_delivered_upto').notNull().default(0),
    clientSeenUpto: integer('client_seen_upto').notNull().default(0),
    /** the last message id any staff member received / read (the client's messages' ticks) */
    staffDeliveredUpto: integer('staff_delivered_upto').notNull().default(0),
    staffSeenUpto: integer('staff_seen_upto').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_recent_idx').on(t.lastMessageAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    fromClient: boolean('from_client').notNull(),
    /** plain text */
    body: text('body').notNull(),
    /** the sender's own id for the message: a retried send finds it instead of adding another */
    clientKey: text('client_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_key_idx').on(t.conversationId, t.senderId, t.clientKey),
  ],
);

export const chatStaffStatus = pgTable('chat_staff_status', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: CHAT_STATUSES }).notNull().default('online'),
  activeAt: ts('active_at').notNull().defaultNow(),
});
