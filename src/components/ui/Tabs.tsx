import { ChevronLeft, ChevronRight } from 'lucide-react';
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
  /** Vertical: the tabs in a column at the inline start, Up/Down move between them. */
  orientation?: 'horizontal' | 'vertical';
  /** Extra classes of the tab strip (e.g. justify-center) and of each tab (colours, flex-1 for full width). */
  listClassName?: string;
  tabClassName?: string;
  /** Buttons scrolling the strip (pointer only: the arrow keys already reach every tab); their names. */
  scrollButtons?: { previous: string; next: string };
};

/** The next enabled tab from `from` in steps of `step` (wrapping), or `from` when none is enabled. */
function nextEnabled(items: TabItem[], from: number, step: 1 | -1): number {
  for (let n = 1; n <= items.length; n++) {
    const i = (from + step * n + items.length * n) % items.length;
    if (!items[i].disabled) return i;
  }
  return from;
}

function targetOf(
  event: KeyboardEvent<HTMLElement>,
  items: TabItem[],
  current: number,
  vertical: boolean,
): number | null {
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  if (vertical && (event.key === 'ArrowDown' || event.key === 'ArrowUp'))
    return nextEnabled(items, current, event.key === 'ArrowDown' ? 1 : -1);
  switch (vertical ? '' : event.key) {
    case 'ArrowRight':
      return nextEnabled(items, current, rtl ? -1 : 1);
    case 'ArrowLeft':
      return nextEnabled(items, current, rtl ? 1 : -1);
  }
  switch (event.key) {
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
  orientation = 'horizontal',
  listClassName,
  tabClassName,
  scrollButtons,
}: TabsProps) {
  const vertical = orientation === 'vertical';
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
    const target = targetOf(event, items, index, vertical);
    if (target === null) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    select(target);
  };

  const scroll = (forward: boolean) => {
    const list = listRef.current;
    const rtl = list?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    list?.scrollBy({ left: (forward !== rtl ? 1 : -1) * list.clientWidth * 0.7, behavior: 'smooth' });
  };
  const scrollButton = (forward: boolean) =>
    scrollButtons && (
      <button
        type="button"
        tabIndex={-1}
        aria-label={forward ? scrollButtons.next : scrollButtons.previous}
        onClick={() => scroll(forward)}
        className="flex w-10 shrink-0 items-center justify-center border-b border-divider text-text-muted hover:bg-text/6"
      >
        {forward ? (
          <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        ) : (
          <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        )}
      </button>
    );

  return (
    <div className={cn(vertical && 'flex gap-4', className)}>
      <div className={cn(scrollButtons && 'flex min-w-0')}>
        {scrollButton(false)}
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          aria-orientation={orientation}
          className={cn(
            'flex gap-1',
            vertical
              ? 'shrink-0 flex-col border-e border-divider'
              : 'overflow-x-auto border-b border-divider',
            scrollButtons && 'min-w-0 flex-1',
            listClassName,
          )}
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
                vertical && '-me-px border-e-2 border-b-0! data-selected:border-primary',
                tabClassName,
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
        {scrollButton(true)}
      </div>
      <div className={cn(vertical ? 'min-w-0 flex-1' : 'pt-5', panelClassName)}>
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
