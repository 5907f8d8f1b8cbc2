// API contract of the data-grid showcase's server-side example (issue 19): GET /table/data pages,
// sorts and searches a large demo table of taxpayers (seeded, fictitious). Plain values and types;
// the query schema is in ./table-data/schemas, the answer's in ./table-data/responses.

import type { z } from 'zod';
import type { tableDataResponseSchema, taxpayerRowSchema } from './table-data/responses';

export const TABLE_DATA_PATHS = {
  /** GET ?q=&sort=column:dir&page=&perPage= (the admin's only) */
  data: '/table/data',
} as const;

/** What a demo taxpayer is registered as. */
export const TAXPAYER_KINDS = ['ORANG_PRIBADI', 'BADAN'] as const;
export type TaxpayerKind = (typeof TAXPAYER_KINDS)[number];

export const TAXPAYER_STATUSES = ['AKTIF', 'NON_EFEKTIF', 'DIHAPUS'] as const;
export type TaxpayerStatus = (typeof TAXPAYER_STATUSES)[number];

/** The columns the list sorts by. */
export const TABLE_DATA_SORTS = [
  'id',
  'nama',
  'npwp',
  'kota',
  'jenis',
  'status',
  'terdaftar',
  'omzet',
] as const;
export type TableDataSortColumn = (typeof TABLE_DATA_SORTS)[number];

export const TABLE_DATA_PAGE_SIZES = [10, 25, 50, 100] as const;

export type TaxpayerRow = z.infer<typeof taxpayerRowSchema>;

/** GET /table/data: one page of the rows matching `q`, and how many match. */
export type TableDataResponse = z.infer<typeof tableDataResponseSchema>;
