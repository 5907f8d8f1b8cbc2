// zod schemas of the calendar's queries and bodies (../calendar), shared by the server and the
// portal's event drawer.

import { isoDate } from '../billing/schemas';
import { CALENDAR_LIMITS, EVENT_CALENDARS } from '../calendar';
import { z } from '../zod';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** GET /calendar/items and /calendar/export.ics: an inclusive range of dates. */
export const calendarRangeQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.to >= q.from, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) <= CALENDAR_LIMITS.rangeDays, {
    message: `The range may span at most ${CALENDAR_LIMITS.rangeDays} days`,
    path: ['to'],
  });
export type CalendarRangeQuery = z.output<typeof calendarRangeQuerySchema>;

const instantText = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time with its offset' });

/** Only web addresses: a javascript: or data: link must never reach a calendar app. */
const webUrl = z
  .string()
  .trim()
  .max(CALENDAR_LIMITS.url, `At most ${CALENDAR_LIMITS.url} characters`)
  .refine((s) => {
    if (!s) return true;
    try {
      const u = new URL(s);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Use a web address starting with https:// or http://');

/** POST /calendar/events and PUT /calendar/events/{id}. */
export const calendarEventBodySchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(CALENDAR_LIMITS.title, `At most ${CALENDAR_LIMITS.title} characters`),
    calendar: z.enum(EVENT_CALENDARS, { error: `calendar must be one of ${EVENT_CALENDARS.join(', ')}` }),
    all_day: z.boolean({ error: 'all_day must be true or false' }),
    /** all day: YYYY-MM-DD; else an ISO instant */
    start: z.string({ error: 'Start is required' }).max(40),
    /** all day: YYYY-MM-DD, inclusive; else an ISO instant after the start */
    end: z.string({ error: 'End is required' }).max(40),
    url: webUrl.optional().default(''),
    guests: z
      .array(z.email({ error: 'Each guest must be an email address' }).max(254), {
        error: 'guests must be a list of email addresses',
      })
      .max(CALENDAR_LIMITS.guests, `At most ${CALENDAR_LIMITS.guests} guests`)
      .optional()
      .default([]),
    description: z
      .string()
      .max(CALENDAR_LIMITS.description, `At most ${CALENDAR_LIMITS.description} characters`)
      .optional()
      .default(''),
  })
  .superRefine((b, ctx) => {
    const format = b.all_day ? isoDate : instantText;
    let ok = true;
    for (const key of ['start', 'end'] as const) {
      const parsed = format.safeParse(b[key]);
      if (!parsed.success) {
        ok = false;
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: b.all_day
            ? 'Use the date format YYYY-MM-DD'
            : 'Use an ISO 8601 date and time with its offset',
        });
      }
    }
    if (!ok) return;
    const start = b.all_day ? Date.parse(`${b.start}T00:00:00Z`) : Date.parse(b.start);
    const end = b.all_day ? Date.parse(`${b.end}T00:00:00Z`) : Date.parse(b.end);
    if (b.all_day ? end < start : end <= start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must come after the start' });
    else if (end - start > CALENDAR_LIMITS.spanDays * DAY_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `An event may span at most ${CALENDAR_LIMITS.spanDays} days`,
      });
    const year = new Date(start).getUTCFullYear();
    if (year < 1900 || year > 2200)
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'The year must be between 1900 and 2200' });
  });
export type CalendarEventBody = z.input<typeof calendarEventBodySchema>;
export type CalendarEventInput = z.output<typeof calendarEventBodySchema>;

/** GET /calendar/feed/{token}.ics: the file name carries the token. */
export const calendarFeedFileSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Not a calendar feed address'),
});
