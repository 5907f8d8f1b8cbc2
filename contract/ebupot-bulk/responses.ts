// zod schemas of bulk slip answers (OpenAPI); contract/ebupot-bulk.ts names their types.

import { instant } from '../common/responses';
import { z } from '../zod';

const id = z.number().int();

/** One slip's outcome: done, or why not ({ code, error } as a single-slip request would answer). */
const rowOutcome = {
  id,
  ok: z.boolean(),
  code: z.string().optional(),
  error: z.string().optional(),
};

export const bulkIssueResultSchema = z.object({
  results: z.array(z.object({ ...rowOutcome, number: z.string().nullable().optional() })),
  issued: z.number().int(),
  failed: z.number().int(),
});

export const bulkEmailResultSchema = z.object({
  results: z.array(z.object({ ...rowOutcome, to: z.string().nullable().optional() })),
  sent: z.number().int(),
  failed: z.number().int(),
  /** seconds until the limit lets more mails go, when some were refused by it */
  retryAfter: z.number().int().optional(),
});

export const slipEmailLogSchema = z.object({
  data: z.array(
    z.object({
      id,
      to: z.string(),
      status: z.enum(['sent', 'failed']),
      error: z.string().nullable(),
      sentAt: instant,
      /** who sent it (null once that account is gone) */
      actor: z.object({ id, nama: z.string() }).nullable(),
    }),
  ),
});
