import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './core';

// Maintenance mode, one row, as server/db/migrations/0018_maintenance.sql creates it.
export const maintenance = pgTable('maintenance', {
  id: integer('id').primaryKey().default(1),
  active: boolean('active').notNull().default(false),
  message: text('message'),
  endsAt: ts('ends_at'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
