import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { moveFocus } from './roving';
import { focusRing } from './tone';
import { cva, type VariantProps } from './variants';

// A list of items (a plain <ul>): text with an optional icon or avatar at the start and an action
// or secondary control at the end. Items that act are ListItemButtons; a list with buttons moves
// focus among them with Up/Down and Home/End (one tab stop per button stays, as in a menu bar).

const listVariants = cva('', {
  variants: { dense: { true: '[&_[data-list-row]]:min-h-9 [&_[data-list-row]]:py-1', false: '' } },
  defaultVariants: { dense: false },
});

export type ListProps = VariantProps<typeof listVariants> & {
  children: ReactNode;
  /** Names the list (required when it has no visible heading). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
};

export function List({ dense, children, className, ...aria }: ListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    // the list's own buttons only: a nested list moves among its own
    if (target.dataset.listButton === undefined || target.closest('ul') !== event.currentTarget) return;
    moveFocus(event, ':scope > li > [data-list-button], :scope > li > div > [data-list-button]', 'vertical');
  };
  return (
    <ul className={cn('py-2', listVariants({ dense }), className)} onKeyDown={onKeyDown} {...aria}>
      {children}
    </ul>
  );
}

export type ListItemProps = {
  /** The main line. */
  primary: ReactNode;
  secondary?: ReactNode;
  /** An icon (decorative) or an Avatar at the start. */
  start?: ReactNode;
  /** A control or meta text at the end (a switch, a checkbox, an icon button). */
  end?: ReactNode;
  inset?: boolean;
  className?: string;
};

function Row({ primary, secondary, start, end, inset }: Omit<ListItemProps, 'className'>) {
  return (
    <>
      {start && <span className="flex shrink-0 items-center text-text-muted [&>svg]:size-5">{start}</span>}
      <span className={cn('min-w-0 flex-1', inset && !start && 'ps-9')}>
        <span className="block truncate text-sm text-text">{primary}</span>
        {secondary && <span className="block truncate text-xs text-text-muted">{secondary}</span>}
      </span>
      {end && <span className="flex shrink-0 items-center gap-2">{end}</span>}
    </>
  );
}

const rowClass = 'flex min-h-12 w-full items-center gap-4 px-5 py-2 text-start';

/** A list item that does not act itself (its end control may). */
export function ListItem({ className, ...row }: ListItemProps) {
  return (
    <li>
      <div data-list-row="" className={cn(rowClass, className)}>
        <Row {...row} />
      </div>
    </li>
  );
}

export type ListItemButtonProps = ListItemProps & {
  onClick?: () => void;
  /** The current item of the list (aria-current). */
  selected?: boolean;
  /** For a nested list: whether it shows (the button gets aria-expanded). */
  expanded?: boolean;
  /** id of the nested list this button shows and hides. */
  controls?: string;
  disabled?: boolean;
  /** A nested List, shown while expanded. */
  children?: ReactNode;
};

/** A list item that acts (a button): selected items carry aria-current, nesting items aria-expanded. */
export function ListItemButton({
  onClick,
  selected,
  expanded,
  controls,
  disabled,
  children,
  className,
  ...row
}: ListItemButtonProps) {
  return (
    <li>
      <button
        type="button"
        data-list-row=""
        data-list-button=""
        onClick={onClick}
        disabled={disabled}
        aria-current={selected || undefined}
        aria-expanded={expanded}
        aria-controls={controls}
        className={cn(
          rowClass,
          'hover:bg-hover disabled:pointer-events-none disabled:opacity-50',
          focusRing,
          'focus-visible:-outline-offset-2',
          selected && 'bg-primary/12 hover:bg-primary/16',
          className,
        )}
      >
        <Row {...row} />
      </button>
      {children}
    </li>
  );
}

/** A heading row of a list (sticky inside a scrolling list). */
export function ListSubheader({
  children,
  sticky = false,
  id,
}: {
  children: ReactNode;
  sticky?: boolean;
  id?: string;
}) {
  return (
    <li
      id={id}
      className={cn(
        'px-5 py-2 text-xs font-semibold tracking-wide text-text-muted uppercase',
        sticky && 'sticky top-0 z-10 bg-paper',
      )}
    >
      {children}
    </li>
  );
}
