import { useEffect, useRef } from 'react';
import { type Direction, fromStartEdge, inSwipeArea, nextVelocity, settleSwipe } from './swipe';

interface Options {
  enabled: boolean;
  open: boolean;
  width: number;
  dir: Direction;
  /** Called while dragging with the visible share (0..1), and with null when the drag ends. */
  onDrag: (visible: number | null) => void;
  onSettle: (open: boolean) => void;
}

interface Track {
  startX: number;
  startY: number;
  wasOpen: boolean;
  /** still deciding whether this is a horizontal swipe or a vertical scroll */
  undecided: boolean;
  lastPos: number;
  lastTime: number;
  velocity: number;
  visible: number;
}

/**
 * Touch handling of the temporary drawer: a swipe from the start edge (20 px strip) drags it
 * open, a swipe towards the start edge drags the open drawer closed; on release settleSwipe
 * decides. Listens on the document so the swipe strip needs no element of its own.
 */
export function useEdgeSwipe({ enabled, open, width, dir, onDrag, onSettle }: Options) {
  const latest = useRef({ open, width, dir, onDrag, onSettle });
  latest.current = { open, width, dir, onDrag, onSettle };

  useEffect(() => {
    if (!enabled) return;
    let track: Track | null = null;

    const visibleAt = (clientX: number, t: Track) => {
      const { width: w, dir: d } = latest.current;
      const travelled =
        fromStartEdge(clientX, window.innerWidth, d) - fromStartEdge(t.startX, window.innerWidth, d);
      // Opening follows the finger from the edge; closing moves by the distance dragged back.
      const px = t.wasOpen ? w + Math.min(0, travelled) : fromStartEdge(clientX, window.innerWidth, d);
      return Math.min(1, Math.max(0, px / w));
    };

    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!touch || e.touches.length > 1) return;
      const { open: isOpen, dir: d } = latest.current;
      if (!isOpen && !inSwipeArea(touch.clientX, window.innerWidth, d)) return;
      const pos = fromStartEdge(touch.clientX, window.innerWidth, d);
      track = {
        startX: touch.clientX,
        startY: touch.clientY,
        wasOpen: isOpen,
        undecided: true,
        lastPos: pos,
        lastTime: e.timeStamp,
        velocity: 0,
        visible: isOpen ? 1 : 0,
      };
    };

    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!track || !touch) return;
      const dx = Math.abs(touch.clientX - track.startX);
      const dy = Math.abs(touch.clientY - track.startY);
      if (track.undecided) {
        if (dx < 3 && dy < 3) return;
        if (dy > dx) {
          track = null; // a vertical scroll, not a swipe
          return;
        }
        track.undecided = false;
      }
      const pos = fromStartEdge(touch.clientX, window.innerWidth, latest.current.dir);
      track.velocity = nextVelocity(track.velocity, pos - track.lastPos, e.timeStamp - track.lastTime);
      track.lastPos = pos;
      track.lastTime = e.timeStamp;
      track.visible = visibleAt(touch.clientX, track);
      latest.current.onDrag(track.visible);
    };

    const onEnd = () => {
      const t = track;
      track = null;
      if (!t || t.undecided) return;
      latest.current.onDrag(null);
      latest.current.onSettle(settleSwipe({ wasOpen: t.wasOpen, visible: t.visible, velocity: t.velocity }));
    };

    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    document.addEventListener('touchcancel', onEnd);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);
}
