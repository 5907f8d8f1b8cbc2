// zod schemas of the E-Bupot import's requests, and the messages the import adds to the slip
// rules' own (BUPOT_MESSAGES): the portal translates both by key.

import { positiveInt } from '../common/schemas';
import { IMPORT_COLUMN_KEYS, type ImportColumnKey } from '../ebupot-import';
import { z } from '../zod';

export const IMPORT_MESSAGES = {
  masa_reported:
    'This masa is reported in its SPT Masa: open a correction (pembetulan) before adding slips to it',
  value_too_long: 'A cell holds at most 300 characters',
  has_npwp_value: 'Write Y (the recipient has an NPWP) or N (a NIK not activated as NPWP)',
} as const;
export type ImportMessageKey = keyof typeof IMPORT_MESSAGES;

/** Largest text of one cell (the longest slip field, the foreign address, is 300). */
export const IMPORT_CELL_MAX = 300;

const cell = z.string().max(IMPORT_CELL_MAX, IMPORT_MESSAGES.value_too_long);

/** PATCH of one row: the cells typed in the grid (others keep their text). */
export const importRowPatchSchema = z.object({
  values: z
    .partialRecord(z.enum(IMPORT_COLUMN_KEYS as [ImportColumnKey, ...ImportColumnKey[]]), cell)
    .refine((v) => Object.keys(v).length > 0, 'Send at least one cell'),
});

export const importParamSchema = z.object({ id: positiveInt('id') });
export const importRowParamSchema = z.object({ id: positiveInt('id'), line: positiveInt('line') });

/** POST commit: `expected` is the count of valid rows the portal showed; a different count now is a 409. */
export const importCommitSchema = z.object({ expected: z.number().int().min(0).optional() });
