import type { CalendarItem } from '@contract/calendar';
import type { TFunction } from 'i18next';

/** An item's title in the portal's language (the service's items are labelled from their details). */
export function itemTitle(t: TFunction, item: CalendarItem): string {
  if (item.deadline) {
    const { type, masa, tahun } = item.deadline;
    return t(`calendar.deadline.${type}`, { masa: String(masa).padStart(2, '0'), tahun });
  }
  if (item.bill)
    return item.bill.client
      ? t('calendar.billOf', { nomor: item.bill.nomor, client: item.bill.client })
      : t('calendar.bill', { nomor: item.bill.nomor });
  return item.title;
}

/** Date and time formats of the portal's language. */
export function formats(lang: string) {
  const f = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, o);
  return {
    month: f({ month: 'long', year: 'numeric' }),
    day: f({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    dayShort: f({ day: 'numeric', month: 'short' }),
    weekdayShort: f({ weekday: 'short' }),
    weekdayNarrow: f({ weekday: 'narrow' }),
    weekdayLong: f({ weekday: 'long' }),
    dayNumber: f({ day: 'numeric' }),
    time: f({ hour: '2-digit', minute: '2-digit' }),
    hour: f({ hour: 'numeric' }),
  };
}
export type Formats = ReturnType<typeof formats>;
