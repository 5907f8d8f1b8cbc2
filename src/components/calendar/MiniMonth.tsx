import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/IconButton';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { addMonths, dayKey, monthDays, sameDay } from './dates';
import { dayForKey } from './grid-keys';
import type { Formats } from './labels';

/** The mini month picker: a date grid (arrow keys, Home/End, PageUp/PageDown); Enter picks. */
export function MiniMonth({
  date,
  onPick,
  firstDay,
  fmt,
  rtl,
}: {
  date: Date;
  onPick: (d: Date) => void;
  firstDay: number;
  fmt: Formats;
  rtl: boolean;
}) {
  const { t } = useTranslation();
  const [focus, setFocus] = useState(date);
  const [moved, setMoved] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  useEffect(() => setFocus(date), [date]);
  useEffect(() => {
    if (moved) grid.current?.querySelector<HTMLElement>(`[data-mini="${dayKey(focus)}"]`)?.focus();
  }, [focus, moved]);
  const days = monthDays(focus, firstDay);
  const today = new Date();
  const Prev = rtl ? ChevronRight : ChevronLeft;
  const Next = rtl ? ChevronLeft : ChevronRight;
  const label = fmt.month.format(focus);
  return (
    <div className="select-none">
      <div className="mb-2 flex items-center gap-1">
        <p id="cal-mini-label" className="flex-1 text-sm font-medium">
          {label}
        </p>
        <IconButton
          size="sm"
          aria-label={t('calendar.previousMonth')}
          onClick={() => setFocus(addMonths(focus, -1))}
        >
          <Prev aria-hidden="true" className="size-4" />
        </IconButton>
        <IconButton
          size="sm"
          aria-label={t('calendar.nextMonth')}
          onClick={() => setFocus(addMonths(focus, 1))}
        >
          <Next aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
      <table
        ref={grid}
        aria-label={`${t('calendar.miniMonth')}: ${label}`}
        className="w-full table-fixed text-center text-xs"
        onKeyDown={(e) => {
          const next = dayForKey(e, focus, firstDay, rtl);
          if (!next) return;
          e.preventDefault();
          setMoved(true);
          setFocus(next);
        }}
      >
        <thead>
          <tr>
            {days.slice(0, 7).map((d) => (
              <th scope="col" key={d.getDay()} className="py-1 font-normal text-text-muted">
                <abbr title={fmt.weekdayLong.format(d)} className="no-underline">
                  {fmt.weekdayNarrow.format(d)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3, 4, 5].map((w) => (
            <tr key={w}>
              {days.slice(w * 7, w * 7 + 7).map((d) => {
                const selected = sameDay(d, date);
                const outside = d.getMonth() !== focus.getMonth();
                return (
                  <td key={dayKey(d)} className="py-0.5">
                    <button
                      type="button"
                      data-mini={dayKey(d)}
                      tabIndex={sameDay(d, focus) ? 0 : -1}
                      aria-label={fmt.day.format(d)}
                      aria-current={sameDay(d, today) ? 'date' : undefined}
                      aria-pressed={selected}
                      onClick={() => onPick(d)}
                      className={cn(
                        'mx-auto flex size-8 items-center justify-center rounded-full tabular-nums',
                        focusRing,
                        selected
                          ? 'bg-[color-mix(in_srgb,var(--c-primary)_85%,black)] text-white'
                          : outside
                            ? 'text-text-muted hover:bg-text/8'
                            : 'hover:bg-text/8',
                        !selected && sameDay(d, today) && 'ring-1 ring-primary',
                      )}
                    >
                      {fmt.dayNumber.format(d)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
