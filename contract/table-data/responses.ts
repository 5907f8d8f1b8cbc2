// zod schemas of GET /table/data's answer; ../table-data names their types.

import { TAXPAYER_KINDS, TAXPAYER_STATUSES } from '../table-data';
import { z } from '../zod';
import { tableDataQuerySchema } from './schemas';

export const taxpayerRowSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  /** 16 digits */
  npwp: z.string(),
  kota: z.string(),
  jenis: z.enum(TAXPAYER_KINDS),
  status: z.enum(TAXPAYER_STATUSES),
  /** registration date, 'YYYY-MM-DD' */
  terdaftar: z.string(),
  /** yearly turnover, whole rupiah */
  omzet: z.number().int(),
});

export const tableDataResponseSchema = z.object({
  data: z.array(taxpayerRowSchema),
  /** rows matching q over the whole table */
  total: z.number().int(),
  params: tableDataQuerySchema,
});
