import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './core';
import { bupot } from './ebupot';

// Tables of bulk slip actions and reminders, as server/db/migrations/0024_ebupot_bulk_reminders.sql
// creates them (the SQL is the source).

/** Each mail of a slip to its recipient (the slip's sent log). */
export const bupotEmails = pgTable(
  'bupot_emails',
  {
    id: serial('id').primaryKey(),
    bupotId: integer('bupot_id')
      .notNull()
      .references(() => bupot.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    error: text('error'),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [index('bupot_emails_bupot_idx').on(t.bupotId, t.sentAt)],
);

/** A reminder sent once: the job inserts the row first and mails only when it was new. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['va', 'bill', 'masa'] }).notNull(),
    ref: text('ref').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.ref] })],
);
