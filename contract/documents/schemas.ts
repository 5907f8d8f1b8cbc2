import { z } from 'zod';
import { isoDate, optional } from '../billing/schemas';
import { positiveInt } from '../common/schemas';

/** GET /dompet/statement(.csv|.pdf): a period of WIB calendar days (default: this month so far). */
export const walletStatementQuerySchema = z
  .object({
    from: optional(isoDate),
    to: optional(isoDate),
    /** the admin reads a named client's wallet */
    client_id: optional(positiveInt('client_id')),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
