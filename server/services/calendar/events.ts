import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { CalendarItem } from '../../../contract/calendar';
import type { CalendarEventInput } from '../../../contract/calendar/schemas';
import type { DB } from '../../db/client';
import { calendarEvents } from '../../db/schema';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';

// A person's own events: each row is its owner's alone (another person's id answers 404, the
// admin's included: a calendar is personal).

type EventRow = typeof calendarEvents.$inferSelect;

const DAY_MS = 86_400_000;
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

export function toItem(row: EventRow): CalendarItem {
  return {
    id: `event-${row.id}`,
    source: 'event',
    calendar: row.calendar,
    title: row.title,
    all_day: row.allDay,
    start: row.allDay ? dateOf(row.startsAt) : row.startsAt.toISOString(),
    end: row.allDay ? dateOf(row.endsAt) : row.endsAt.toISOString(),
    editable: true,
    event_id: row.id,
    url: row.url,
    guests: row.guests,
    description: row.description,
  };
}

const columnsOf = (input: CalendarEventInput) => ({
  title: input.title,
  calendar: input.calendar,
  allDay: input.all_day,
  startsAt: input.all_day ? midnight(input.start) : new Date(input.start),
  endsAt: input.all_day ? midnight(input.end) : new Date(input.end),
  url: input.url,
  guests: [...new Set(input.guests.map((g) => g.toLowerCase()))],
  description: input.description,
});

/**
 * Events overlapping the dates from..to (inclusive), widened by a day each side so every time
 * zone's view of those dates is covered (the portal places them in its own zone).
 */
export async function listEvents(db: DB, userId: number, from: string, to: string): Promise<CalendarItem[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        lt(calendarEvents.startsAt, new Date(midnight(to).getTime() + 2 * DAY_MS)),
        gte(calendarEvents.endsAt, new Date(midnight(from).getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(2000);
  return rows.map(toItem);
}

export async function createEvent(db: DB, userId: number, input: CalendarEventInput): Promise<CalendarItem> {
  const [row] = await db
    .insert(calendarEvents)
    .values({ userId, ...columnsOf(input) })
    .returning();
  return toItem(row);
}

export async function updateEvent(
  db: DB,
  userId: number,
  id: number,
  input: CalendarEventInput,
): Promise<CalendarItem> {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...columnsOf(input), updatedAt: clock.now() })
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning();
  if (!row) throw notFound('No such event', 'not_found');
  return toItem(row);
}

export async function deleteEvent(db: DB, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning({ id: calendarEvents.id });
  if (!rows.length) throw notFound('No such event', 'not_found');
}
