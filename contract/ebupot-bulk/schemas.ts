// zod schemas of bulk slip requests (contract/ebupot-bulk.ts).

import { BULK_MAX } from '../ebupot-bulk';
import { z } from '../zod';

const IDS_MESSAGE = `Choose 1 to ${BULK_MAX} slips`;
const slipId = z
  .number({ message: 'Slip ids are positive whole numbers' })
  .int()
  .positive()
  .max(2_147_483_647);

/** The chosen slips, each once (duplicates are dropped, order kept). */
const ids = z
  .array(slipId, { message: IDS_MESSAGE })
  .min(1, IDS_MESSAGE)
  .max(BULK_MAX, IDS_MESSAGE)
  .transform((list) => [...new Set(list)]);

export const bulkIssueSchema = z.object({
  ids,
  signerId: z.number().int().positive('Choose an active signer').nullish(),
});

export const bulkEmailSchema = z.object({ ids });

/** ?ids=1,2,3 of the zip download. */
export const bulkZipQuerySchema = z.object({
  ids: z
    .string({ message: IDS_MESSAGE })
    .regex(/^\d{1,10}(,\d{1,10})*$/, IDS_MESSAGE)
    .transform((v) => v.split(',').map(Number))
    .pipe(ids),
});
