import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTENT_KINDS } from '../../../contract/content';
import { ts } from './columns';
import { users } from './core';

// The content pages' items, as server/db/migrations/0019_content_pages.sql creates them (the SQL
// is the source; tests/api/db-schema.test.ts fails when the two disagree).

/** A pricing plan, FAQ category or question, knowledge-base category or article. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentItems.id, {
      onDelete: 'cascade',
    }),
    slug: text('slug'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    text: jsonb('text').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('content_items_kind_idx').on(t.kind, t.parentId, t.position),
    uniqueIndex('content_items_slug_idx').on(t.kind, t.slug).where(sql`slug IS NOT NULL`),
  ],
);
