import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ImportColumnKey } from '../../../contract/ebupot-import';
import { ts } from './columns';
import { users } from './core';

// The E-Bupot spreadsheet import, as server/db/migrations/0021_bupot_imports.sql creates it.

/** One row of an uploaded file: its line in the sheet and its cells as text. */
export interface StoredImportRow {
  line: number;
  values: Record<ImportColumnKey, string>;
}

export const bupotImports = pgTable(
  'bupot_imports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['open', 'committed'] })
      .notNull()
      .default('open'),
    rowCount: integer('row_count').notNull(),
    rows: jsonb('rows').$type<StoredImportRow[]>().notNull().default([]),
    createdCount: integer('created_count'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    committedAt: ts('committed_at'),
  },
  (t) => [index('bupot_imports_user_idx').on(t.userId, t.createdAt)],
);
