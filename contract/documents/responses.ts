// zod schemas of the documents' JSON answers (for the OpenAPI document); ../documents names the types.
import { calendarDate, instant } from '../common/responses';
import { z } from '../zod';

const rupiah = z.number().int();

export const statementLineSchema = z.object({
  id: z.number().int(),
  created_at: instant,
  type: z.enum(['CREDIT', 'DEBIT']),
  /** always positive; DEBIT lowers the balance */
  amount: rupiah,
  reference: z.string().nullable(),
  description: z.string(),
  invoice_id: z.number().int().nullable(),
  /** the wallet's balance after this movement */
  balance_after: rupiah,
});

/** GET /dompet/statement */
export const walletStatementSchema = z.object({
  from: calendarDate,
  to: calendarDate,
  opening_balance: rupiah,
  total_credit: rupiah,
  total_debit: rupiah,
  closing_balance: rupiah,
  /** oldest first */
  lines: z.array(statementLineSchema),
});
