import { type PointerEvent, useCallback, useRef, useState } from 'react';
import { addDays, fromDayKey, type Placed } from './dates';

// Drag to move and resize with the pointer (mouse, pen, touch): the views mark their day cells
// data-cal-day="YYYY-MM-DD" and their time columns data-cal-col too (24 hours tall); the item
// shows at its new place while it is dragged and while the change is saved.

interface Point {
  day: string;
  /** minutes into the day in a time column (15-minute steps), else null */
  minutes: number | null;
}

const SNAP = 15;
const MINUTE = 60_000;

function pointAt(x: number, y: number): Point | null {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cal-day]');
  if (!cell?.dataset.calDay) return null;
  if (cell.dataset.calCol === undefined) return { day: cell.dataset.calDay, minutes: null };
  const rect = cell.getBoundingClientRect();
  const minutes = Math.round((((y - rect.top) / rect.height) * 1440) / SNAP) * SNAP;
  return { day: cell.dataset.calDay, minutes: Math.max(0, Math.min(1440, minutes)) };
}

export type Span = { start: Date; end: Date };

/** Where a drag from `from` to `to` puts the item. */
export function dragged(p: Placed, mode: 'move' | 'resize', from: Point, to: Point): Span {
  const dayDelta = Math.round((fromDayKey(to.day).getTime() - fromDayKey(from.day).getTime()) / 86_400_000);
  if (!p.allDay && from.minutes !== null && to.minutes !== null) {
    if (mode === 'resize') {
      const end = new Date(fromDayKey(to.day).getTime() + to.minutes * MINUTE);
      return {
        start: p.start,
        end:
          end.getTime() - p.start.getTime() < SNAP * MINUTE
            ? new Date(p.start.getTime() + SNAP * MINUTE)
            : end,
      };
    }
    const delta = (dayDelta * 1440 + to.minutes - from.minutes) * MINUTE;
    return { start: new Date(p.start.getTime() + delta), end: new Date(p.end.getTime() + delta) };
  }
  if (mode === 'resize') {
    const end = addDays(p.end, dayDelta);
    return { start: p.start, end: end < p.start ? p.start : end };
  }
  return { start: addDays(p.start, dayDelta), end: addDays(p.end, dayDelta) };
}

export function useDragMove(commit: (p: Placed, span: Span) => Promise<unknown>) {
  const [preview, setPreview] = useState<({ id: string } & Span) | null>(null);
  const justDragged = useRef(false);

  const onPointerDown = useCallback(
    (p: Placed, mode: 'move' | 'resize', e: PointerEvent) => {
      if (e.button !== 0) return;
      const origin = pointAt(e.clientX, e.clientY);
      if (!origin) return;
      e.stopPropagation();
      if (mode === 'resize') e.preventDefault();
      const x0 = e.clientX;
      const y0 = e.clientY;
      let started = false;
      let last: Span | null = null;
      const move = (ev: globalThis.PointerEvent) => {
        if (!started && Math.hypot(ev.clientX - x0, ev.clientY - y0) < 5) return;
        started = true;
        ev.preventDefault();
        const at = pointAt(ev.clientX, ev.clientY);
        if (!at) return;
        last = dragged(p, mode, origin, at);
        setPreview({ id: p.item.id, ...last });
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', up);
        if (!started) return;
        justDragged.current = true;
        setTimeout(() => {
          justDragged.current = false;
        }, 0);
        const span = last;
        if (!span || (span.start.getTime() === p.start.getTime() && span.end.getTime() === p.end.getTime())) {
          setPreview(null);
          return;
        }
        void commit(p, span).finally(() => setPreview(null));
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', up);
    },
    [commit],
  );

  return { preview, onPointerDown, justDragged };
}
