import type { CalendarItem } from '../../../contract/calendar';

// The items as an iCalendar file (RFC 5545) for a phone's or desktop's calendar app: text values
// escaped, lines folded at 75 octets, CRLF line ends. All-day items are DATE values with the
// exclusive end the format wants; timed ones UTC instants.

const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // other control characters have no place in a calendar file
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** Folds a content line into pieces of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let piece = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length ? 74 : 75; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(piece);
      piece = '';
      bytes = 0;
    }
    piece += char;
    bytes += size;
  }
  out.push(piece);
  return out.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function toIcs(items: CalendarItem[], opts: { name: string; now: Date; host: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal Pajak//Kalender Pajak//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    'X-WR-TIMEZONE:Asia/Jakarta',
  ];
  const stamp = utcStamp(opts.now);
  for (const item of items) {
    lines.push('BEGIN:VEVENT', `UID:${item.id}@${opts.host}`, `DTSTAMP:${stamp}`);
    if (item.all_day) {
      lines.push(
        `DTSTART;VALUE=DATE:${compactDate(item.start)}`,
        `DTEND;VALUE=DATE:${compactDate(nextDay(item.end))}`,
        'TRANSP:TRANSPARENT',
      );
    } else {
      lines.push(`DTSTART:${utcStamp(new Date(item.start))}`, `DTEND:${utcStamp(new Date(item.end))}`);
    }
    lines.push(`SUMMARY:${escapeText(item.title)}`, `CATEGORIES:${item.calendar.toUpperCase()}`);
    const moved = item.deadline?.shifted
      ? `${item.deadline.nominal} → ${item.start}${item.deadline.holidays.length ? ` (${item.deadline.holidays.join(', ')})` : ''}`
      : '';
    const description = [item.description, moved].filter(Boolean).join('\n');
    if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
    // a URI value, not text: no escaping, but never a line break
    if (item.url) lines.push(`URL:${item.url.replace(/[\r\n\s]/g, '')}`);
    for (const guest of item.guests ?? []) lines.push(`ATTENDEE;RSVP=FALSE:mailto:${escapeText(guest)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
