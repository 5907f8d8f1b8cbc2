import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { dayKey, monthDays, onDay, type Placed, sameDay } from './dates';
import { type ChipHandlers, EventChip } from './EventChip';
import { dayForKey } from './grid-keys';
import type { Formats } from './labels';

const SHOWN = 3;

/**
 * The month: a WAI-ARIA grid of days (one tab stop, arrows move, Enter adds an event on the
 * day); each day lists its items, an own event drags to another day or stretches over several.
 */
export function MonthView({
  date,
  focusDay,
  onFocusDay,
  items,
  firstDay,
  fmt,
  rtl,
  chips,
  draggingId,
  onAddOn,
  onShowDay,
  keyboardFocus,
}: {
  date: Date;
  focusDay: Date;
  onFocusDay: (d: Date) => void;
  items: Placed[];
  firstDay: number;
  fmt: Formats;
  rtl: boolean;
  chips: ChipHandlers;
  draggingId?: string;
  onAddOn: (d: Date) => void;
  onShowDay: (d: Date) => void;
  /** focus follows focusDay (after a key moved it) */
  keyboardFocus: boolean;
}) {
  const { t } = useTranslation();
  const grid = useRef<HTMLTableElement>(null);
  const days = monthDays(date, firstDay);
  const today = new Date();
  useEffect(() => {
    if (keyboardFocus)
      grid.current?.querySelector<HTMLElement>(`[data-cal-daybtn="${dayKey(focusDay)}"]`)?.focus();
  }, [focusDay, keyboardFocus]);
  return (
    <table
      ref={grid}
      aria-label={fmt.month.format(date)}
      aria-describedby="cal-keys-hint"
      className="w-full table-fixed border-collapse"
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).dataset.calDaybtn === undefined) return;
        const next = dayForKey(e, focusDay, firstDay, rtl);
        if (!next) return;
        e.preventDefault();
        onFocusDay(next);
      }}
    >
      <thead>
        <tr>
          {days.slice(0, 7).map((d) => (
            <th
              scope="col"
              key={d.getDay()}
              className="border border-divider px-2 py-2 text-center text-xs font-medium uppercase text-text-muted"
            >
              <abbr title={fmt.weekdayLong.format(d)} className="no-underline">
                {fmt.weekdayShort.format(d)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[0, 1, 2, 3, 4, 5].map((w) => (
          <tr key={w}>
            {days.slice(w * 7, w * 7 + 7).map((d) => {
              const key = dayKey(d);
              const mine = items.filter((p) => onDay(p, d));
              const outside = d.getMonth() !== date.getMonth();
              return (
                <td
                  key={key}
                  data-cal-day={key}
                  className={cn(
                    'h-24 border border-divider p-1 align-top sm:h-28',
                    outside && 'bg-text/[0.03]',
                  )}
                >
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <button
                      type="button"
                      data-cal-daybtn={key}
                      tabIndex={sameDay(d, focusDay) ? 0 : -1}
                      aria-label={t('calendar.dayItems', { day: fmt.day.format(d), count: mine.length })}
                      aria-current={sameDay(d, today) ? 'date' : undefined}
                      onClick={() => {
                        onFocusDay(d);
                        onAddOn(d);
                      }}
                      className={cn(
                        'flex size-7 shrink-0 items-center justify-center self-end rounded-full text-sm tabular-nums hover:bg-text/8',
                        focusRing,
                        sameDay(d, today) &&
                          'bg-[color-mix(in_srgb,var(--c-primary)_85%,black)] text-white hover:bg-[color-mix(in_srgb,var(--c-primary)_72%,black)]',
                        outside && !sameDay(d, today) && 'text-text-muted',
                      )}
                    >
                      {fmt.dayNumber.format(d)}
                    </button>
                    {mine.slice(0, SHOWN).map((p) => (
                      <EventChip
                        key={p.item.id}
                        placed={p}
                        handlers={chips}
                        dragging={draggingId === p.item.id}
                        time={p.allDay || !sameDay(p.start, d) ? undefined : fmt.time.format(p.start)}
                      />
                    ))}
                    {mine.length > SHOWN && (
                      <button
                        type="button"
                        onClick={() => onShowDay(d)}
                        className={cn(
                          'rounded px-1 text-start text-xs font-medium text-text-muted hover:bg-text/8',
                          focusRing,
                        )}
                      >
                        {t('calendar.more', { count: mine.length - SHOWN })}
                      </button>
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
