import type { CalendarName } from '@contract/calendar';
import type { Tone } from '@/components/ui/tone';

/** Each calendar's colour (the template's for the five own calendars). */
export const CALENDAR_TONES: Record<CalendarName, Tone> = {
  personal: 'error',
  business: 'primary',
  family: 'warning',
  holiday: 'success',
  etc: 'info',
  deadlines: 'error',
  holidays: 'success',
  bills: 'warning',
};

/** The dot beside a filter and an event (solid: shows in light and dark). */
export const CALENDAR_DOTS: Record<CalendarName, string> = {
  personal: 'bg-error',
  business: 'bg-primary',
  family: 'bg-warning',
  holiday: 'bg-success',
  etc: 'bg-info',
  deadlines: 'bg-error',
  holidays: 'bg-success',
  bills: 'bg-warning',
};

/** The service's calendars draw a solid edge so they differ from own events of the same colour. */
export const SERVICE_EDGE: Partial<Record<CalendarName, string>> = {
  deadlines: 'border-s-4 border-error',
  holidays: 'border-s-4 border-success',
  bills: 'border-s-4 border-warning',
};
