import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { borderTone, inkTone, softTone, solidTone, type Tone } from './tone';
import { cva } from './variants';

export type TimelineItem = {
  key: string;
  title: ReactNode;
  /** When it happened (shown at the inline end, or on the other side of a centred timeline). */
  time?: ReactNode;
  children?: ReactNode;
  color?: Tone;
  /** An icon inside the dot (a centred timeline shows it larger). */
  icon?: ReactNode;
};

export type TimelineProps = {
  items: TimelineItem[];
  /** 'filled' dots, 'outlined' rings; 'tonal' soft circles around an icon. */
  variant?: 'filled' | 'outlined' | 'tonal';
  /** 'start': one column after the line; 'alternate': centred line, items on both sides in turn. */
  align?: 'start' | 'alternate';
  className?: string;
};

const dotVariants = cva('relative z-1 flex shrink-0 items-center justify-center rounded-full', {
  variants: {
    variant: { filled: 'size-3 mt-1.5', outlined: 'size-3 mt-1.5 border-2 bg-paper', tonal: 'size-9' },
  },
});

const dotTone = (variant: NonNullable<TimelineProps['variant']>, color: Tone) =>
  variant === 'filled'
    ? solidTone[color].split(' ').filter((c) => !c.startsWith('hover:') && c !== 'text-white')
    : variant === 'outlined'
      ? borderTone[color]
      : cn(softTone[color], inkTone[color]);

// No interaction, so no WAI-ARIA widget: an ordered list of events. Sides and the line are placed
// with logical properties and grid columns, so the whole timeline mirrors right-to-left.

/** A vertical timeline of events (the template's Filled, Outlined and Center With Icons). */
export function Timeline({ items, variant = 'filled', align = 'start', className }: TimelineProps) {
  const alternate = align === 'alternate';
  return (
    <ol className={cn('m-0 list-none p-0', className)}>
      {items.map((item, i) => {
        const color = item.color ?? 'primary';
        const last = i === items.length - 1;
        const dot = (
          <span aria-hidden="true" className={cn(dotVariants({ variant }), dotTone(variant, color))}>
            {variant === 'tonal' && item.icon}
          </span>
        );
        const line = !last && (
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-0 bottom-0 w-px bg-divider',
              variant === 'tonal' ? 'start-[17.5px]' : 'start-[5.5px]',
            )}
          />
        );
        const body = (
          <div className="min-w-0 pb-6">
            <div
              className={cn('flex flex-wrap items-baseline justify-between gap-x-3', alternate && 'block')}
            >
              <h3 className="text-sm font-medium text-text">{item.title}</h3>
              {!alternate && item.time && <span className="text-xs text-text-muted">{item.time}</span>}
            </div>
            {item.children && <div className="mt-1 text-sm text-text-muted">{item.children}</div>}
          </div>
        );
        if (!alternate) {
          return (
            <li key={item.key} className="relative flex gap-4">
              {line}
              {dot}
              {body}
            </li>
          );
        }
        // Alternate: even items on the inline-end side of the line, odd ones on the start side; the
        // time sits opposite.
        const endSide = i % 2 === 0;
        const time = <span className="pt-1.5 text-xs text-text-muted">{item.time}</span>;
        return (
          <li key={item.key} className="relative grid grid-cols-[1fr_auto_1fr] gap-4">
            <div className={cn('flex min-w-0 justify-end text-end', !endSide && 'block')}>
              {endSide ? time : body}
            </div>
            <div className="relative flex justify-center">
              {!last && (
                <span
                  aria-hidden="true"
                  className="absolute top-0 bottom-0 start-1/2 w-px -translate-x-1/2 bg-divider rtl:translate-x-1/2"
                />
              )}
              {dot}
            </div>
            <div className="min-w-0">{endSide ? body : time}</div>
          </li>
        );
      })}
    </ol>
  );
}
