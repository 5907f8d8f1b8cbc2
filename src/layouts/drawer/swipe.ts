// Swipe-to-open rules of the temporary navigation drawer (the original's swipeable drawer).

/** Width of the strip at the start edge where a swipe may begin, px. */
export const SWIPE_AREA_WIDTH = 20;
/** Share of the drawer's width a drag must cover to change its state. */
export const SWIPE_HYSTERESIS = 0.52;
/** A flick at least this fast (px/s) decides by its direction alone. */
export const MIN_FLING_VELOCITY = 450;

export type Direction = 'ltr' | 'rtl';

/** Distance of a point from the start edge (left in LTR, right in RTL). */
export const fromStartEdge = (clientX: number, viewportWidth: number, dir: Direction) =>
  dir === 'rtl' ? viewportWidth - clientX : clientX;

/** Whether a touch at clientX may start opening the closed drawer. */
export const inSwipeArea = (clientX: number, viewportWidth: number, dir: Direction) =>
  fromStartEdge(clientX, viewportWidth, dir) <= SWIPE_AREA_WIDTH;

/**
 * Where a drag ends: open or closed. `visible` is the share of the drawer on screen (0..1),
 * `velocity` is px/s towards opening (negative towards closing). A fast flick wins; otherwise
 * the drawer changes state only when the drag moved it past the hysteresis.
 */
export function settleSwipe({
  wasOpen,
  visible,
  velocity,
}: {
  wasOpen: boolean;
  visible: number;
  velocity: number;
}): boolean {
  if (Math.abs(velocity) > MIN_FLING_VELOCITY) return velocity > 0;
  const hidden = 1 - visible;
  return wasOpen ? hidden <= SWIPE_HYSTERESIS : hidden < 1 - SWIPE_HYSTERESIS;
}

/** Velocity estimate smoothed over moves, as px/s towards opening. */
export function nextVelocity(previous: number, distance: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return previous;
  const instant = (distance / elapsedMs) * 1000;
  return previous * 0.4 + instant * 0.6;
}
