import { useTranslation } from 'react-i18next';
import { addDays, dayKey, onDay, type Placed } from './dates';
import { type ChipHandlers, EventChip } from './EventChip';
import type { Formats } from './labels';

/** The period's items day by day (days without any left out). */
export function ListView({
  from,
  to,
  items,
  fmt,
  chips,
}: {
  from: Date;
  to: Date;
  items: Placed[];
  fmt: Formats;
  chips: ChipHandlers;
}) {
  const { t } = useTranslation();
  const days: { day: Date; items: Placed[] }[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const mine = items
      .filter((p) => onDay(p, d))
      .sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.getTime() - b.start.getTime());
    if (mine.length) days.push({ day: d, items: mine });
  }
  if (!days.length) return <p className="p-6 text-center text-text-muted">{t('calendar.noItems')}</p>;
  return (
    <div className="divide-y divide-divider">
      {days.map(({ day, items: mine }) => (
        <section
          key={dayKey(day)}
          aria-labelledby={`cal-list-${dayKey(day)}`}
          className="grid gap-2 px-4 py-3 sm:grid-cols-[14rem_1fr]"
        >
          <h3 id={`cal-list-${dayKey(day)}`} className="text-sm font-medium">
            {fmt.day.format(day)}
          </h3>
          <ul className="flex flex-col gap-1">
            {mine.map((p) => (
              <li key={p.item.id} className="flex items-center gap-3">
                <span className="w-28 shrink-0 text-xs text-text-muted tabular-nums">
                  {p.allDay ? t('calendar.allDay') : `${fmt.time.format(p.start)}–${fmt.time.format(p.end)}`}
                </span>
                <EventChip placed={p} handlers={chips} className="flex-1" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
