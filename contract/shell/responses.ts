// zod schemas of the shell's answers (search, notifications); ../shell names their types.

import { instant } from '../common/responses';
import { SEARCH_TYPES } from '../shell';
import { z } from '../zod';

/**
 * A record's state shown beside its search result: the same codes as its own list
 * (bill: InvoiceStatus, payment: TransaksiStatus, slip: BupotStatus with its revision).
 */
export const searchStatusSchema = z.discriminatedUnion('of', [
  z.object({ of: z.literal('invoice'), code: z.string() }),
  z.object({ of: z.literal('payment'), code: z.string() }),
  z.object({ of: z.literal('slip'), code: z.string(), revision: z.number().int() }),
]);

export const searchResultSchema = z.object({
  id: z.string(),
  url: z.string(),
  icon: z.string(),
  title: z.string(),
  type: z.enum(SEARCH_TYPES),
  /** records only (pages and settings have none) */
  status: searchStatusSchema.optional(),
});
/** GET /app-bar/search?q=&lng= */
export const searchResultsSchema = z.array(searchResultSchema);

export const notificationItemSchema = z.object({
  id: z.number().int(),
  /** what happened ('invoice.paid', 'va.expired', …): the portal writes it in the reader's language */
  type: z.string(),
  /** the values the type's text needs (nomor, amount, kind of the bill, …) */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Indonesian text written when it was recorded: shown only for a type the portal cannot word */
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  read: z.boolean(),
  createdAt: instant,
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationItemSchema),
  /** unread count of all the user's notifications (not only the listed ones) */
  unread: z.number().int(),
});

/** POST /notifications/read-all and /notifications/:id/read */
export const notificationsReadResponseSchema = z.object({ unread: z.number().int() });
