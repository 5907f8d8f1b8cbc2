import { type ReactNode, type RefObject, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Draws `children` inside the element `slot` points at, once that element is in the page. The
 * element is read in a layout effect of this small component, so its arrival re-renders only this
 * component before paint; a callback ref held in the owner's state re-rendered the whole owner
 * (a grid and its rows) synchronously inside the commit.
 */
export function SlotPortal({ slot, children }: { slot: RefObject<HTMLElement | null>; children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setTarget(slot.current), [slot]);
  return target ? createPortal(children, target) : null;
}
