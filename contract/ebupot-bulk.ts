// API contract of bulk actions on the slip list (issue 21): issue, a zip of PDFs, mail each slip
// to its recipient, and the per-slip sent log. Plain types and constants; zod in ./ebupot-bulk/.

import type { z } from 'zod';
import type {
  bulkEmailResultSchema,
  bulkIssueResultSchema,
  slipEmailLogSchema,
} from './ebupot-bulk/responses';

export const EBUPOT_BULK_PATHS = {
  /** body { ids, signerId? }: issue each chosen draft on its own; a result per slip */
  issue: '/bupot/bulk/issue',
  /** ?ids=1,2,3: one zip of the chosen slips' PDFs */
  zip: '/bupot/bulk/slips.zip',
  /** body { ids }: mail each chosen issued slip's PDF to its recipient's address; a result per slip */
  email: '/bupot/bulk/email',
  /** the slip's sent log, newest first */
  emails: (id: number) => `/bupot/${id}/emails`,
} as const;

/** At most this many slips per bulk request (a page of the list holds at most 100). */
export const BULK_MAX = 100;

/** Mails to recipients a client may send: this many per window (each slip one). */
export const SLIP_MAIL_LIMIT = { limit: 100, windowMs: 60 * 60_000 } as const;

/**
 * Why one slip of a bulk request was not done. bupot_* codes are those of single-slip actions
 * (contract/ebupot.ts); the rest are the bulk ones.
 */
export const BULK_ROW_CODES = ['not_found', 'no_recipient_email', 'rate_limited', 'mail_failed'] as const;

export type BulkIssueResult = z.infer<typeof bulkIssueResultSchema>;
export type BulkEmailResult = z.infer<typeof bulkEmailResultSchema>;
export type SlipEmailLog = z.infer<typeof slipEmailLogSchema>;
