// API contract of the calendar (issue 17): a signed-in person's own events, and what the service
// adds to them: tax deadlines (the E-Bupot deadline service), national holidays and cuti bersama
// (server/data/holidays.json) and bills' due dates. The same endpoints serve a client ('Kalender
// Pajak') and staff (/apps/calendar; their role needs the 'calendar' permission). Plain values and
// types only; zod schemas in ./calendar/schemas, answer schemas in ./calendar/responses.
//
// Dates: an all-day item's start and end are 'YYYY-MM-DD' (end inclusive); a timed one's are ISO
// 8601 instants.

import type { z } from 'zod';
import type {
  calendarFeedSchema,
  calendarItemSchema,
  calendarItemsAnswerSchema,
  deadlineMetaSchema,
} from './calendar/responses';

/** The calendars a person files their own events under (the template's filters). */
export const EVENT_CALENDARS = ['personal', 'business', 'family', 'holiday', 'etc'] as const;
export type EventCalendar = (typeof EVENT_CALENDARS)[number];

/** The calendars the service fills in; nobody edits their items. */
export const SERVICE_CALENDARS = ['deadlines', 'holidays', 'bills'] as const;
export type ServiceCalendar = (typeof SERVICE_CALENDARS)[number];

export type CalendarName = EventCalendar | ServiceCalendar;
export const CALENDAR_NAMES = [...EVENT_CALENDARS, ...SERVICE_CALENDARS] as const;

export const CALENDAR_LIMITS = {
  title: 200,
  description: 2000,
  url: 2000,
  guests: 20,
  /** days an event may span */
  spanDays: 366,
  /** days a range query or an export may span */
  rangeDays: 400,
} as const;

export const CALENDAR_PATHS = {
  /** GET ?from=&to= (dates, inclusive): the caller's events and the service's items in range */
  items: '/calendar/items',
  /** POST a new event */
  events: '/calendar/events',
  /** PUT (change, move or resize), DELETE */
  event: (id: number | string) => `/calendar/events/${id}`,
  /** GET ?from=&to=: the same items as an iCalendar file (text/calendar) */
  export: '/calendar/export.ics',
  /** GET the caller's feed (null when none), POST makes a new secret address (the old one stops), DELETE revokes */
  feed: '/calendar/feed',
  /** GET without API key or session: the feed, by its secret token alone (rate-limited) */
  feedFile: (token: string) => `/calendar/feed/${token}.ics`,
} as const;

export type CalendarItem = z.infer<typeof calendarItemSchema>;
export type CalendarItemsAnswer = z.infer<typeof calendarItemsAnswerSchema>;
export type DeadlineMeta = z.infer<typeof deadlineMetaSchema>;
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
