import ICAL from 'ical.js';

// An .ics file read with a real iCalendar library (ical.js), as a calendar app would.

export interface ParsedEvent {
  uid: string;
  summary: string;
  /** 'YYYY-MM-DD' for a date, ISO for a date-time */
  start: string;
  /** exclusive end, as the file says */
  end: string;
  allDay: boolean;
  description: string | null;
  url: string | null;
  attendees: string[];
}

export function parseIcs(text: string): { name: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
      allDay: event.startDate.isDate,
      description: (vevent.getFirstPropertyValue('description') as string | null) ?? null,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      attendees: event.attendees.map((a) => String(a.getFirstValue())),
    };
  });
  return { name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null, events };
}
