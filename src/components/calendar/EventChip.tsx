import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inkTone, softTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { CALENDAR_TONES, SERVICE_EDGE } from './calendars';
import type { Placed } from './dates';
import { itemTitle } from './labels';

export type ChipHandlers = {
  onOpen: (p: Placed) => void;
  onPointerDown: (p: Placed, mode: 'move' | 'resize', e: PointerEvent) => void;
  onKeyMove: (p: Placed, e: KeyboardEvent) => void;
};

/** One item in a view: a button (opens it); an own event also drags, resizes and moves by keyboard. */
export function EventChip({
  placed,
  handlers,
  time,
  dragging,
  vertical = false,
  className,
}: {
  placed: Placed;
  handlers: ChipHandlers;
  /** a time shown before the title */
  time?: string;
  dragging?: boolean;
  /** resize handle at the bottom (time grid) instead of the inline end */
  vertical?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { item } = placed;
  const tone = CALENDAR_TONES[item.calendar];
  const title = itemTitle(t, item);
  return (
    <div
      className={cn(
        'group relative flex min-w-0 overflow-hidden rounded-md text-xs',
        softTone[tone],
        SERVICE_EDGE[item.calendar],
        dragging && 'opacity-70 ring-2 ring-primary',
        className,
      )}
    >
      <button
        type="button"
        data-cal-item={item.id}
        className={cn(
          'min-w-0 flex-1 truncate px-1.5 py-0.5 text-start font-medium focus-visible:outline-2 focus-visible:outline-primary',
          inkTone[tone],
          item.editable && 'cursor-grab touch-none active:cursor-grabbing',
          vertical && 'h-full whitespace-normal',
        )}
        onClick={() => handlers.onOpen(placed)}
        onPointerDown={item.editable ? (e) => handlers.onPointerDown(placed, 'move', e) : undefined}
        onKeyDown={item.editable ? (e) => handlers.onKeyMove(placed, e) : undefined}
        aria-label={`${time ? `${time} ` : ''}${title} (${t(`calendar.names.${item.calendar}`)})`}
      >
        {time && <span className="me-1 font-normal tabular-nums">{time}</span>}
        {title}
      </button>
      {item.editable && (
        <span
          aria-hidden="true"
          data-cal-resize
          onPointerDown={(e) => handlers.onPointerDown(placed, 'resize', e)}
          className={cn(
            'absolute touch-none opacity-0 group-hover:opacity-100 bg-current/30',
            inkTone[tone],
            vertical ? 'inset-x-0 bottom-0 h-1.5 cursor-ns-resize' : 'inset-y-0 end-0 w-1.5 cursor-ew-resize',
          )}
        />
      )}
    </div>
  );
}
