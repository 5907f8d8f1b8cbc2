import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useScrollFade } from './useScrollFade';

export type TabItem = { key: string; label: ReactNode; panel: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: TabItem[];
  /** Controlled index (e.g. kept in the URL); use with onChange. */
  selectedIndex?: number;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
  panelClassName?: string;
};

/** The next enabled tab from `from` in steps of `step` (wrapping), or `from` when none is enabled. */
function nextEnabled(items: TabItem[], from: number, step: 1 | -1): number {
  for (let n = 1; n <= items.length; n++) {
    const i = (from + step * n + items.length * n) % items.length;
    if (!items[i].disabled) return i;
  }
  return from;
}

function targetOf(event: KeyboardEvent<HTMLElement>, items: TabItem[], current: number): number | null {
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  switch (event.key) {
    case 'ArrowRight':
      return nextEnabled(items, current, rtl ? -1 : 1);
    case 'ArrowLeft':
      return nextEnabled(items, current, rtl ? 1 : -1);
    case 'Home':
    case 'PageUp':
      return nextEnabled(items, -1, 1);
    case 'End':
    case 'PageDown':
      return nextEnabled(items, items.length, -1);
    default:
      return null;
  }
}

// Own primitive rather than Headless UI's TabGroup (which the rest of the kit would suggest): swapped
// in and measured with `npm run bench -- bundle`, TabGroup puts 11.0 KB gzip more on the payment
// list's first load (168.1 -> 179.1 KB, budget 170 KB); this file adds none of Headless UI's runtime.

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys move between tabs and select them
 * (mirrored right-to-left), Home/End jump to the ends; only the selected panel is rendered.
 */
export function Tabs({
  items,
  selectedIndex,
  defaultIndex = 0,
  onChange,
  label,
  className,
  panelClassName,
}: TabsProps) {
  const baseId = useId();
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const selected = Math.min(Math.max(selectedIndex ?? ownIndex, 0), Math.max(items.length - 1, 0));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // On a phone the strip scrolls: a fade shows there are more tabs, and the selected one is brought in.
  const listRef = useRef<HTMLDivElement>(null);
  useScrollFade(listRef);
  useEffect(() => {
    tabRefs.current[selected]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const select = (index: number) => {
    if (index === selected || items[index]?.disabled) return;
    if (selectedIndex === undefined) setOwnIndex(index);
    onChange?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOf(event, items, index);
    if (target === null) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    select(target);
  };

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex gap-1 overflow-x-auto border-b border-divider"
      >
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            disabled={item.disabled}
            data-selected={i === selected ? '' : undefined}
            onClick={() => select(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
            className={cn(
              '-mb-px flex h-12 shrink-0 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-medium whitespace-nowrap text-text-muted',
              'hover:text-text data-selected:border-primary data-selected:text-[color-mix(in_srgb,var(--c-primary)_82%,black)]',
              'dark:data-selected:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]',
              'focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary disabled:opacity-50',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className={cn('pt-5', panelClassName)}>
        {items.map((item, i) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${baseId}-panel-${i}`}
            aria-labelledby={`${baseId}-tab-${i}`}
            hidden={i !== selected}
            tabIndex={i === selected ? 0 : undefined}
            className="focus:outline-none focus-visible:outline-2 focus-visible:outline-primary"
          >
            {i === selected && item.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
