import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { borderTone, focusRing, inkTone, softTone, solidTone, type Tone } from './tone';
import { cva, toneKeys } from './variants';

export type PageNumbersLabels = {
  /** Accessible name of the navigation landmark; unique on the page. */
  nav: string;
  page: (page: number) => string;
  first: string;
  previous: string;
  next: string;
  last: string;
};

export type PageNumbersProps = {
  /** 1-based current page. */
  page: number;
  count: number;
  onChange: (page: number) => void;
  labels: PageNumbersLabels;
  variant?: 'text' | 'outlined';
  shape?: 'circular' | 'rounded';
  size?: 'sm' | 'md' | 'lg';
  color?: Tone;
  /** Pages always shown at each end, and on each side of the current one (MUI's boundaryCount, siblingCount). */
  boundaryCount?: number;
  siblingCount?: number;
  showFirstLast?: boolean;
  hidePreviousNext?: boolean;
  disabled?: boolean;
  className?: string;
};

/** The items to show: page numbers and 'gap' where pages are left out (1 … 4 5 6 … 10). */
export function pageRange(
  page: number,
  count: number,
  boundaryCount = 1,
  siblingCount = 1,
): (number | 'gap')[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const starts = range(1, Math.min(boundaryCount, count));
  const ends = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    ends.length > 0 ? ends[0] - 2 : count - 1,
  );
  return [
    ...starts,
    ...(siblingsStart > boundaryCount + 2
      ? ['gap' as const]
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundaryCount - 1
      ? ['gap' as const]
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : []),
    ...ends,
  ];
}

const itemVariants = cva(
  [
    'inline-flex items-center justify-center tabular-nums transition-colors disabled:pointer-events-none disabled:opacity-50',
    focusRing,
  ],
  {
    variants: {
      size: {
        sm: 'h-7 min-w-7 px-1 text-xs',
        md: 'h-9 min-w-9 px-1.5 text-sm',
        lg: 'h-11 min-w-11 px-2 text-base',
      },
      shape: { circular: 'rounded-full', rounded: 'rounded' },
      variant: { text: 'hover:bg-text/8', outlined: 'border border-divider hover:bg-text/6' },
      color: toneKeys,
      current: { true: '', false: 'text-text' },
    },
    compoundVariants: [
      ...(Object.keys(toneKeys) as Tone[]).flatMap((c) => [
        {
          variant: 'text' as const,
          color: c,
          current: true,
          class: solidTone[c],
        },
        {
          variant: 'outlined' as const,
          color: c,
          current: true,
          class: cn(borderTone[c], softTone[c], inkTone[c]),
        },
      ]),
    ],
  },
);

// The kit's Pagination (./Pagination.tsx: first/previous/next/last and "Page x of y") suits
// lists; this is the numbered variant of the template's pagination page. A navigation landmark
// with a list of buttons; the current page has aria-current="page"; left-out pages show as an
// ellipsis hidden from assistive technology. Chevrons mirror right-to-left.

/** Numbered pagination: text or outlined, circular or rounded, three sizes, six colours, ranges. */
export function PageNumbers({
  page,
  count,
  onChange,
  labels,
  variant = 'text',
  shape = 'circular',
  size = 'md',
  color = 'primary',
  boundaryCount = 1,
  siblingCount = 1,
  showFirstLast = false,
  hidePreviousNext = false,
  disabled = false,
  className,
}: PageNumbersProps) {
  const item = (current: boolean) => itemVariants({ size, shape, variant, color, current });
  const icon = (Icon: typeof ChevronLeft) => <Icon aria-hidden="true" className="size-4 rtl:-scale-x-100" />;
  const arrow = (key: string, label: string, to: number, glyph: ReactNode, off: boolean) => (
    <li key={key}>
      <button
        type="button"
        aria-label={label}
        disabled={disabled || off}
        onClick={() => onChange(to)}
        className={item(false)}
      >
        {glyph}
      </button>
    </li>
  );
  return (
    <nav aria-label={labels.nav} className={className}>
      <ul className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        {showFirstLast && arrow('first', labels.first, 1, icon(ChevronsLeft), page <= 1)}
        {!hidePreviousNext && arrow('previous', labels.previous, page - 1, icon(ChevronLeft), page <= 1)}
        {pageRange(page, count, boundaryCount, siblingCount).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, by position
            <li key={`gap-${i}`} aria-hidden="true" className={cn(item(false), 'hover:bg-transparent')}>
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                aria-label={labels.page(p)}
                aria-current={p === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => onChange(p)}
                className={item(p === page)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        {!hidePreviousNext && arrow('next', labels.next, page + 1, icon(ChevronRight), page >= count)}
        {showFirstLast && arrow('last', labels.last, count, icon(ChevronsRight), page >= count)}
      </ul>
    </nav>
  );
}
