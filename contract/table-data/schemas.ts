// zod schema of GET /table/data's query (server validation; the portal names its type).

import { TABLE_DATA_PAGE_SIZES, TABLE_DATA_SORTS } from '../table-data';
import { z } from '../zod';

const SORT = new RegExp(`^(${TABLE_DATA_SORTS.join('|')}):(asc|desc)$`);

export const tableDataQuerySchema = z.object({
  /** matched in the name, the NPWP and the city (case-insensitive, anywhere in them) */
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  /** column and direction, e.g. 'nama:asc'; default 'id:asc' */
  sort: z
    .string()
    .regex(SORT, `sort must be ${TABLE_DATA_SORTS.join('|')} followed by :asc or :desc`)
    .default('id:asc'),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(100_000)
    .default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine(
      (n) => (TABLE_DATA_PAGE_SIZES as readonly number[]).includes(n),
      `perPage must be ${TABLE_DATA_PAGE_SIZES.join(', ')}`,
    )
    .default(10),
});
export type TableDataQuery = z.infer<typeof tableDataQuerySchema>;
