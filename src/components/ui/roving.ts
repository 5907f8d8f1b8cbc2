import type { KeyboardEvent } from 'react';

// Arrow-key movement among a widget's items (accordion headers, toggle buttons, list items): the
// WAI-ARIA patterns' shared part. Arrows wrap around, Home and End jump to the ends, disabled
// items are skipped, and left/right mirror in right-to-left pages.

export type Orientation = 'horizontal' | 'vertical' | 'both';

function step(key: string, orientation: Orientation, rtl: boolean): 1 | -1 | 'first' | 'last' | null {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (orientation !== 'horizontal' && (key === 'ArrowDown' || key === 'ArrowUp'))
    return key === 'ArrowDown' ? 1 : -1;
  if (orientation !== 'vertical' && (key === 'ArrowRight' || key === 'ArrowLeft'))
    return (key === 'ArrowRight') !== rtl ? 1 : -1;
  return null;
}

/**
 * The item a key moves to from the focused one (event.target) among the enabled elements matching
 * `selector` inside `container`; null when the key moves nothing. Focus it yourself, or use
 * moveFocus.
 */
export function rovingTarget(
  event: KeyboardEvent<HTMLElement>,
  container: HTMLElement,
  selector: string,
  orientation: Orientation,
): HTMLElement | null {
  const rtl = container.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const move = step(event.key, orientation, rtl);
  if (move === null) return null;
  const items = [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-disabled') !== 'true',
  );
  if (items.length === 0) return null;
  if (move === 'first') return items[0];
  if (move === 'last') return items[items.length - 1];
  const from = items.findIndex((el) => el.contains(event.target as Node));
  return items[(from + move + items.length) % items.length];
}

/** Moves focus as rovingTarget says; returns the newly focused item (null when the key was not for us). */
export function moveFocus(
  event: KeyboardEvent<HTMLElement>,
  selector: string,
  orientation: Orientation,
): HTMLElement | null {
  const target = rovingTarget(event, event.currentTarget, selector, orientation);
  if (!target) return null;
  event.preventDefault();
  target.focus();
  return target;
}
