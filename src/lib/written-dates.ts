// Dates in the four interface languages written out, for the shapes the first screens show (a
// day with its month's name, dd/mm/yyyy, with or without the time, a month and year). The first
// Intl.DateTimeFormat a page builds loads the browser's ICU date data: about 17 ms in Chromium on
// this machine, 67 ms under Lighthouse's 4x CPU, in the middle of the client dashboard's first
// render. The output is Intl's (tests/unit/lib/written-dates.test.ts compares them over three
// years of days, hours and zones); any other language, zone or year goes through Intl.

import { MONTHS_ID } from '@contract/month-names';

type Names = { long: readonly string[]; short: readonly string[] };

const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

/** Month names by Intl locale (the ones src/lib/format's localeFor gives), CLDR's. */
const MONTHS: Record<string, Names> = {
  'en-GB': {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
  'id-ID': {
    long: MONTHS_ID,
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  },
  'fr-FR': {
    long: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    short: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
  },
  'ar-u-nu-latn-ca-gregory': { long: ARABIC_MONTHS, short: ARABIC_MONTHS },
};

/**
 * Zones without daylight saving, by their UTC offset in hours: Indonesia's three (WIB, WITA, WIT;
 * Keppres 41/1987) and UTC. Calendar dates ('YYYY-MM-DD') are formatted in UTC.
 */
const FIXED_ZONES: Record<string, number> = {
  UTC: 0,
  'Asia/Jakarta': 7,
  'Asia/Makassar': 8,
  'Asia/Jayapura': 9,
};

const RLM = '\u200f';
/** Between a date with the month's full name and its time: "1 January 2025 at 07:00". */
const LONG_JOINT: Record<string, string> = {
  'en-GB': ' at ',
  'id-ID': ' pukul ',
  'fr-FR': ' à ',
  'ar-u-nu-latn-ca-gregory': ' في ',
};
const pad = (n: number) => String(n).padStart(2, '0');

export type WrittenDateShape = {
  month: 'short' | 'long' | '2-digit';
  /** with hours and minutes, 24-hour clock */
  time?: boolean;
  timeZone: string;
};

/** A month's name (month 1-12), or undefined when the locale is not one of the four. */
export function writtenMonth(locale: string, month: number, width: 'short' | 'long'): string | undefined {
  return MONTHS[locale]?.[width][month - 1];
}

/**
 * "21 Sept 2025", "21 Agu 2025, 14.30", "21/09/2025" (Arabic with right-to-left marks after the
 * day and month, as Intl), or undefined when the locale, zone or year is not one written here.
 */
export function writtenDate(date: Date, locale: string, shape: WrittenDateShape): string | undefined {
  const names = MONTHS[locale];
  const offset = FIXED_ZONES[shape.timeZone];
  if (!names || offset === undefined || (shape.time && shape.month === '2-digit')) return undefined;
  const local = new Date(date.getTime() + offset * 3_600_000);
  const year = local.getUTCFullYear();
  if (year < 1000 || year > 9999) return undefined;
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const arabic = locale.startsWith('ar');
  if (shape.month === '2-digit')
    return arabic
      ? `${pad(day)}${RLM}/${pad(month + 1)}${RLM}/${year}`
      : `${pad(day)}/${pad(month + 1)}/${year}`;
  const text = `${day} ${names[shape.month][month]} ${year}`;
  if (!shape.time) return text;
  const clock = `${pad(local.getUTCHours())}${locale === 'id-ID' ? '.' : ':'}${pad(local.getUTCMinutes())}`;
  const joint = shape.month === 'long' ? LONG_JOINT[locale] : arabic ? '، ' : ', ';
  return `${text}${joint}${clock}`;
}
