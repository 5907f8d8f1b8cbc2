import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { addDays, dayKey, onDay, type Placed, sameDay, startOfDay } from './dates';
import { type ChipHandlers, EventChip } from './EventChip';
import type { Formats } from './labels';

const HOUR_PX = 48;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Side-by-side lanes for the day's overlapping timed events. */
function lanes(items: Placed[]): Map<string, { lane: number; of: number }> {
  const sorted = [...items].sort((a, b) => a.start.getTime() - b.start.getTime());
  const ends: number[] = [];
  const lane = new Map<string, number>();
  for (const p of sorted) {
    let i = ends.findIndex((end) => end <= p.start.getTime());
    if (i < 0) i = ends.push(0) - 1;
    ends[i] = p.end.getTime();
    lane.set(p.item.id, i);
  }
  return new Map([...lane].map(([id, l]) => [id, { lane: l, of: ends.length }]));
}

/**
 * A week or a day: the all-day row, then 24 hours. Own timed events drag in 15-minute steps and
 * stretch from their lower edge; clicking an empty hour adds an event there.
 */
export function TimeGridView({
  from,
  count,
  items,
  fmt,
  chips,
  draggingId,
  onAddAt,
  onShowDay,
}: {
  from: Date;
  count: 1 | 7;
  items: Placed[];
  fmt: Formats;
  chips: ChipHandlers;
  draggingId?: string;
  onAddAt: (day: Date, minutes: number | null) => void;
  onShowDay: (d: Date) => void;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const days = Array.from({ length: count }, (_, i) => addDays(from, i));
  const today = new Date();
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 7 * HOUR_PX;
  }, []);
  const cols =
    count === 7 ? 'grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]' : 'grid-cols-[3.5rem_minmax(0,1fr)]';
  return (
    <div className="text-sm" aria-describedby="cal-keys-hint">
      <div className={cn('grid border-b border-divider', cols)}>
        <div className="flex items-end justify-center pb-1 text-[11px] text-text-muted">
          {t('calendar.allDay')}
        </div>
        {days.map((d) => (
          <div key={dayKey(d)} className="min-w-0 border-s border-divider">
            <h3 className="text-center">
              <button
                type="button"
                onClick={() => onShowDay(d)}
                aria-current={sameDay(d, today) ? 'date' : undefined}
                aria-label={fmt.day.format(d)}
                className={cn(
                  'my-1 rounded-md px-2 py-0.5 text-xs font-medium uppercase hover:bg-text/8',
                  focusRing,
                  sameDay(d, today)
                    ? 'text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]'
                    : 'text-text-muted',
                )}
              >
                {fmt.weekdayShort.format(d)} {fmt.dayNumber.format(d)}
              </button>
            </h3>
            <ul
              data-cal-day={dayKey(d)}
              aria-label={`${fmt.day.format(d)}: ${t('calendar.allDay')}`}
              className="flex min-h-8 flex-col gap-0.5 p-1"
            >
              {items
                .filter((p) => p.allDay && onDay(p, d))
                .map((p) => (
                  <li key={p.item.id}>
                    <EventChip placed={p} handlers={chips} dragging={draggingId === p.item.id} />
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      {/* focusable so the hours scroll by keyboard even in a week without events (axe scrollable-region-focusable) */}
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        aria-label={t('calendar.hours')}
        className="max-h-[36rem] overflow-y-auto focus-visible:outline-2 focus-visible:outline-primary"
      >
        <div className={cn('grid', cols)}>
          <div aria-hidden="true">
            {HOURS.map((h) => (
              <div
                key={h}
                style={{ height: HOUR_PX }}
                className="-translate-y-2 pe-2 text-end text-[11px] text-text-muted"
              >
                {h > 0 && fmt.hour.format(new Date(2026, 0, 1, h))}
              </div>
            ))}
          </div>
          {days.map((d) => {
            const timed = items.filter((p) => !p.allDay && onDay(p, d));
            const layout = lanes(timed);
            const dayStart = startOfDay(d).getTime();
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: adding by keyboard is the Add event button and the day's Enter
              <ul
                key={dayKey(d)}
                data-cal-day={dayKey(d)}
                data-cal-col=""
                aria-label={fmt.day.format(d)}
                className="relative border-s border-divider bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_47px,var(--c-divider)_47px,var(--c-divider)_48px)]"
                style={{ height: 24 * HOUR_PX }}
                onClick={(e) => {
                  if (e.target !== e.currentTarget) return;
                  const rect = e.currentTarget.getBoundingClientRect();
                  const minutes = Math.floor(((e.clientY - rect.top) / rect.height) * 48) * 30;
                  onAddAt(d, minutes);
                }}
              >
                {timed.map((p) => {
                  const top = Math.max(0, (p.start.getTime() - dayStart) / 60_000);
                  const bottom = Math.min(1440, (p.end.getTime() - dayStart) / 60_000);
                  const { lane, of } = layout.get(p.item.id) ?? { lane: 0, of: 1 };
                  return (
                    <li
                      key={p.item.id}
                      className="absolute px-0.5"
                      style={{
                        top: (top / 60) * HOUR_PX,
                        height: Math.max(20, ((bottom - top) / 60) * HOUR_PX),
                        insetInlineStart: `${(lane / of) * 100}%`,
                        width: `${100 / of}%`,
                      }}
                    >
                      <EventChip
                        placed={p}
                        handlers={chips}
                        vertical
                        className="h-full"
                        dragging={draggingId === p.item.id}
                        time={`${fmt.time.format(p.start)}–${fmt.time.format(p.end)}`}
                      />
                    </li>
                  );
                })}
              </ul>
            );
          })}
        </div>
      </section>
    </div>
  );
}
