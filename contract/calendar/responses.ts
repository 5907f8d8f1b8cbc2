// zod schemas of the calendar's answers (../calendar names their types).

import { CALENDAR_NAMES } from '../calendar';
import { instant } from '../common/responses';
import { z } from '../zod';

export const deadlineMetaSchema = z.object({
  /** payment (setor, the 15th) or reporting (lapor SPT Masa, the 20th) */
  type: z.enum(['payment', 'reporting']),
  masa: z.number().int(),
  tahun: z.number().int(),
  /** the statutory day before moving past weekends and holidays */
  nominal: z.string(),
  shifted: z.boolean(),
  /** holidays skipped (weekends are not named) */
  holidays: z.array(z.string()),
  /** the year's holidays are an estimate (no decree yet) */
  estimated: z.boolean(),
});

export const holidayMetaSchema = z.object({
  kind: z.enum(['holiday', 'cuti_bersama']),
  estimated: z.boolean(),
});

export const billMetaSchema = z.object({
  invoice_id: z.number().int(),
  nomor: z.string(),
  status: z.string(),
  total: z.number(),
  /** staff only: whose bill it is */
  client: z.string().optional(),
});

export const calendarItemSchema = z.object({
  /** 'event-12', 'deadline-2026-04-payment', 'holiday-2026-05-15', 'bill-33' */
  id: z.string(),
  source: z.enum(['event', 'deadline', 'holiday', 'bill']),
  calendar: z.enum(CALENDAR_NAMES),
  title: z.string(),
  all_day: z.boolean(),
  /** all day: YYYY-MM-DD; else an ISO instant */
  start: z.string(),
  /** all day: YYYY-MM-DD, inclusive; else an ISO instant */
  end: z.string(),
  /** the caller's own event: can be changed, moved and deleted */
  editable: z.boolean(),
  /** own events: the event's id */
  event_id: z.number().int().optional(),
  url: z.string().optional(),
  guests: z.array(z.string()).optional(),
  description: z.string().optional(),
  deadline: deadlineMetaSchema.optional(),
  holiday: holidayMetaSchema.optional(),
  bill: billMetaSchema.optional(),
});

export const calendarItemsAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(calendarItemSchema),
});

export const calendarDeletedSchema = z.object({ deleted: z.literal(true), id: z.number().int() });

export const calendarFeedSchema = z.object({
  feed: z
    .object({
      /** the feed's address under the API base: /calendar/feed/{token}.ics */
      path: z.string(),
      created_at: instant,
      last_used_at: instant.nullable(),
    })
    .nullable(),
});
