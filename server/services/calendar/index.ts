import { eq } from 'drizzle-orm';
import { defineAbilityFor } from '../../../contract/acl';
import type { CalendarItem } from '../../../contract/calendar';
import type { CalendarRangeQuery } from '../../../contract/calendar/schemas';
import type { DB } from '../../db/client';
import { users } from '../../db/schema';
import type { MailLocale } from '../../lib/mail/locale';
import { permissionsOfRole } from '../access/rules';
import { listEvents } from './events';
import { billItems, deadlineItems, holidayItems } from './service-items';

// One person's calendar: their own events and the service's items (deadlines, holidays, and the
// due dates of the bills they may see: a client's own; every client's for staff who may read
// the invoice app).

export interface CalendarOwner {
  id: number;
  role: string;
  locale: MailLocale;
}

export async function ownerOf(db: DB, user: { id: number; role: string }): Promise<CalendarOwner> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
  return { id: user.id, role: user.role, locale: row?.locale ?? 'id' };
}

async function billsFor(db: DB, owner: CalendarOwner, range: CalendarRangeQuery): Promise<CalendarItem[]> {
  if (owner.role === 'client') return billItems(db, range, owner.locale, { clientId: owner.id });
  const rules = await permissionsOfRole(db, owner.role);
  if (!defineAbilityFor(owner.role, 'calendar', rules).can('read', 'invoices')) return [];
  return billItems(db, range, owner.locale, { everyClient: true });
}

export async function calendarItems(
  db: DB,
  owner: CalendarOwner,
  range: CalendarRangeQuery,
): Promise<CalendarItem[]> {
  const [events, bills] = await Promise.all([
    listEvents(db, owner.id, range.from, range.to),
    billsFor(db, owner, range),
  ]);
  return [...deadlineItems(range, owner.locale), ...holidayItems(range, owner.locale), ...bills, ...events];
}
