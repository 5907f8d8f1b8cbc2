import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { users } from './core';

// Tables of the calendar, as server/db/migrations/0016_calendar.sql creates them (the SQL is the
// source; tests/api/db-schema.test.ts fails when the two disagree).

/** A person's own event; all-day ones hold their first and last day as UTC midnights. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    calendar: text('calendar', { enum: ['personal', 'business', 'family', 'holiday', 'etc'] }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    url: text('url').notNull().default(''),
    guests: jsonb('guests').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('calendar_events_user_start_idx').on(t.userId, t.startsAt)],
);

/** A person's subscribable feed: found by the token's SHA-256, the token kept sealed to show again. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenSealed: bytea('token_sealed').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at'),
});
