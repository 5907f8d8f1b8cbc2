import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { CalendarItem } from '../../../contract/calendar';
import type { DB } from '../../db/client';
import { invoices, users } from '../../db/schema';
import type { MailLocale } from '../../lib/mail/locale';
import { deadlinesFor, holidayCalendar } from '../ebupot/deadlines';
import { titleOf } from './titles';

// What the service puts on everyone's calendar: tax deadlines (the E-Bupot deadline service, so
// both pages agree on every shifted day), national holidays and cuti bersama, and bills' due dates.

interface Range {
  from: string;
  to: string;
}

const inRange = (date: string, { from, to }: Range) => date >= from && date <= to;

/**
 * Payment (15th) and reporting (20th) deadlines of each masa whose deadlines may fall in the
 * range: masa M's are in month M+1, moved at most a few weeks past weekends and holidays.
 */
export function deadlineItems(range: Range, locale: MailLocale): CalendarItem[] {
  const calendar = holidayCalendar();
  const items: CalendarItem[] = [];
  const [fy, fm] = range.from.split('-').map(Number);
  const [ty, tm] = range.to.split('-').map(Number);
  // masa of the month before `from`'s month (its deadlines are in `from`'s month) through `to`'s month
  for (let index = fy * 12 + fm - 3; index <= ty * 12 + tm - 2; index++) {
    const tahun = Math.floor(index / 12);
    const masa = (index % 12) + 1;
    const d = deadlinesFor(masa, tahun, calendar);
    for (const type of ['payment', 'reporting'] as const) {
      const day = d[type];
      if (!inRange(day.date, range)) continue;
      items.push({
        id: `deadline-${tahun}-${String(masa).padStart(2, '0')}-${type}`,
        source: 'deadline',
        calendar: 'deadlines',
        title: titleOf(locale, type, { masa: String(masa).padStart(2, '0'), tahun }),
        all_day: true,
        start: day.date,
        end: day.date,
        editable: false,
        deadline: {
          type,
          masa,
          tahun,
          nominal: day.nominal,
          shifted: day.shifted,
          holidays: day.holidays,
          estimated: d.holidayData !== 'decreed',
        },
      });
    }
  }
  return items;
}

/** National holidays and cuti bersama in the range; a year without its decree is marked estimated. */
export function holidayItems(range: Range, locale: MailLocale): CalendarItem[] {
  const calendar = holidayCalendar();
  const items: CalendarItem[] = [];
  for (const [date, name] of calendar.days) {
    if (!inRange(date, range)) continue;
    const estimated = !calendar.decreed.has(Number(date.slice(0, 4)));
    const kind = calendar.kinds.get(date) ?? 'holiday';
    items.push({
      id: `holiday-${date}`,
      source: 'holiday',
      calendar: 'holidays',
      title: estimated && !name.includes('(perkiraan)') ? `${name} ${titleOf(locale, 'estimated')}` : name,
      all_day: true,
      start: date,
      end: date,
      editable: false,
      holiday: { kind, estimated },
    });
  }
  return items.sort((a, b) => a.start.localeCompare(b.start));
}

const OPEN_STATUSES = ['BELUM_DIBAYAR', 'MENUNGGU'] as const;
const MAX_BILLS = 500;

/**
 * Due dates of unpaid bills in the range: a client's own, or for staff who may read the invoice
 * app every client's (with the client's name).
 */
export async function billItems(
  db: DB,
  range: Range,
  locale: MailLocale,
  whose: { clientId: number } | { everyClient: true },
): Promise<CalendarItem[]> {
  const rows = await db
    .select({
      id: invoices.id,
      nomor: invoices.nomor,
      status: invoices.status,
      total: invoices.total,
      paid: invoices.paidAmount,
      due: invoices.jatuhTempo,
      client: users.nama,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.clientId))
    .where(
      and(
        'clientId' in whose ? eq(invoices.clientId, whose.clientId) : undefined,
        eq(invoices.kind, 'TAGIHAN'),
        inArray(invoices.status, [...OPEN_STATUSES]),
        gte(invoices.jatuhTempo, range.from),
        lte(invoices.jatuhTempo, range.to),
      ),
    )
    .orderBy(asc(invoices.jatuhTempo), asc(invoices.id))
    .limit(MAX_BILLS);
  return rows.map((r) => ({
    id: `bill-${r.id}`,
    source: 'bill' as const,
    calendar: 'bills' as const,
    title:
      'clientId' in whose
        ? titleOf(locale, 'bill', { nomor: r.nomor })
        : `${titleOf(locale, 'bill', { nomor: r.nomor })} · ${r.client}`,
    all_day: true,
    start: r.due,
    end: r.due,
    editable: false,
    bill: {
      invoice_id: r.id,
      nomor: r.nomor,
      status: r.status,
      total: r.total - r.paid,
      ...('clientId' in whose ? {} : { client: r.client }),
    },
  }));
}
