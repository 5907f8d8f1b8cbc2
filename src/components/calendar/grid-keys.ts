import type { KeyboardEvent } from 'react';
import { addDays, addMonths } from './dates';

/**
 * The day a key moves a date grid's focus to (WAI-ARIA grid pattern): arrows by day and week
 * (left and right mirrored in RTL), Home/End to the week's ends, PageUp/PageDown by month.
 */
export function dayForKey(e: KeyboardEvent, day: Date, firstDay: number, rtl: boolean): Date | null {
  const weekPos = (day.getDay() - firstDay + 7) % 7;
  switch (e.key) {
    case 'ArrowRight':
      return addDays(day, rtl ? -1 : 1);
    case 'ArrowLeft':
      return addDays(day, rtl ? 1 : -1);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return addDays(day, -weekPos);
    case 'End':
      return addDays(day, 6 - weekPos);
    case 'PageUp':
      return addMonths(day, e.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, e.shiftKey ? 12 : 1);
    default:
      return null;
  }
}
