import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { solidTone, type Tone } from './tone';
import { cva, type VariantProps } from './variants';

// The counter or dot on the corner of an icon or avatar (the template's MUI Badge). The kit's Badge
// is the status label; this is the notification count.

const countBadgeVariants = cva(
  'pointer-events-none absolute z-[1] flex items-center justify-center rounded-full font-medium leading-none ring-2 ring-paper transition-transform',
  {
    variants: {
      dot: { true: 'size-2', false: 'h-5 min-w-5 px-1.5 text-xs' },
      anchor: {
        'top-end': 'top-0 end-0 translate-x-1/2 -translate-y-1/2 rtl:-translate-x-1/2',
        'top-start': 'top-0 start-0 -translate-x-1/2 -translate-y-1/2 rtl:translate-x-1/2',
        'bottom-end': 'bottom-0 end-0 translate-x-1/2 translate-y-1/2 rtl:-translate-x-1/2',
        'bottom-start': 'bottom-0 start-0 -translate-x-1/2 translate-y-1/2 rtl:translate-x-1/2',
      },
      /** On a round child the badge sits on the circle's edge, not the box's corner. */
      overlap: { rectangular: '', circular: '' },
      invisible: { true: 'scale-0', false: 'scale-100' },
    },
    compoundVariants: [
      { overlap: 'circular', anchor: 'top-end', class: 'top-[14%] end-[14%]' },
      { overlap: 'circular', anchor: 'top-start', class: 'top-[14%] start-[14%]' },
      { overlap: 'circular', anchor: 'bottom-end', class: 'bottom-[14%] end-[14%]' },
      { overlap: 'circular', anchor: 'bottom-start', class: 'bottom-[14%] start-[14%]' },
    ],
    defaultVariants: { dot: false, anchor: 'top-end', overlap: 'rectangular', invisible: false },
  },
);

export type CountBadgeProps = Omit<VariantProps<typeof countBadgeVariants>, 'invisible'> & {
  /** The count (or short text). */
  content?: number | string;
  /** Counts above show as "max+". */
  max?: number;
  /** Show a 0 count (hidden by default). */
  showZero?: boolean;
  invisible?: boolean;
  color?: Tone;
  /** What the badge means, for screen readers, e.g. "4 new messages" (the child's name should say it too). */
  label?: string;
  children: ReactNode;
  className?: string;
};

/** A count or dot on the corner of its child. */
export function CountBadge({
  content,
  max = 99,
  showZero = false,
  invisible = false,
  dot,
  anchor,
  overlap,
  color = 'primary',
  label,
  children,
  className,
}: CountBadgeProps) {
  const hidden = invisible || (!dot && (content === undefined || (content === 0 && !showZero)));
  const text = typeof content === 'number' && content > max ? `${max}+` : content;
  return (
    <span className={cn('relative inline-flex shrink-0 align-middle', className)}>
      {children}
      <span
        aria-hidden="true"
        className={cn(countBadgeVariants({ dot, anchor, overlap, invisible: hidden }), solidTone[color])}
      >
        {!dot && text}
      </span>
      {label && !hidden && <span className="sr-only">{label}</span>}
    </span>
  );
}
