// zod schemas of the import's answers (OpenAPI); contract/ebupot-import.ts names their types.

import { IMPORT_COLUMN_KEYS, type ImportColumnKey } from '../ebupot-import';
import { z } from '../zod';

const column = z.enum(IMPORT_COLUMN_KEYS as [ImportColumnKey, ...ImportColumnKey[]]);
const count = z.number().int();

/** One cell problem: a key the portal translates and the English text. */
export const importCellErrorSchema = z.object({ key: z.string(), message: z.string() });

/** One data row: its line in the sheet (the header is line 1), its cells as text, its problems by column. */
export const importRowSchema = z.object({
  line: count,
  values: z.record(column, z.string()),
  errors: z.partialRecord(column, importCellErrorSchema),
});

export const importCountsSchema = z.object({ total: count, valid: count, invalid: count });

export const importPreviewSchema = z.object({
  id: count,
  fileName: z.string(),
  status: z.enum(['open', 'committed']),
  counts: importCountsSchema,
  /** after the commit: how many drafts were made */
  created: count.nullable(),
  rows: z.array(importRowSchema),
});

export const importRowAnswerSchema = z.object({ row: importRowSchema });

export const importCommitAnswerSchema = z.object({
  id: count,
  created: count,
  /** rows left out because they had problems */
  skipped: count,
  /** the masas the new drafts are in, for the link to the list */
  periods: z.array(z.object({ masa: count, tahun: count, count })),
});
