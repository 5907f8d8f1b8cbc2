import { Star } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { isRtl } from './rtl';
import { inkTone, type Tone } from './tone';
import { cva } from './variants';

export type RatingProps = {
  /** Accessible name of the group ("Rate this service"). */
  label: string;
  /** Controlled value (0 = none); with onChange. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Called with the value under the pointer or focus (null when it leaves), for hover feedback. */
  onHover?: (value: number | null) => void;
  max?: number;
  /** 0.5 for half stars. */
  precision?: 1 | 0.5;
  /** The text of each choice for assistive technology: default "3 of 5". */
  valueText?: (value: number, max: number) => string;
  size?: 'sm' | 'md' | 'lg';
  color?: Tone;
  /** The shape of one choice (default a star); it is filled with currentColor when chosen. */
  icon?: (filled: boolean) => ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  className?: string;
};

const ratingVariants = cva('inline-flex items-center', {
  variants: {
    size: { sm: '[--rating-size:1rem]', md: '[--rating-size:1.5rem]', lg: '[--rating-size:2.25rem]' },
    disabled: { true: 'pointer-events-none opacity-50' },
  },
  defaultVariants: { size: 'md' },
});

const defaultIcon = (filled: boolean) => (
  <Star
    aria-hidden="true"
    className={cn('size-(--rating-size)', filled && 'fill-current')}
    strokeWidth={1.5}
  />
);

// Own primitive (WAI-ARIA radio group): one tab stop, the arrow keys choose the previous or next
// value (mirrored right-to-left by the order of the stars), Home/End the lowest and highest.
// Half stars are two radios per star, each covering half of it (clipped at its inline start).

/** Star rating as a radio group; read-only it is an image with a text ("Rated 3.5 of 5"). */
export function Rating({
  label,
  value,
  defaultValue = 0,
  onChange,
  onHover,
  max = 5,
  precision = 1,
  valueText = (v, m) => `${v} / ${m}`,
  size,
  color = 'warning',
  icon = defaultIcon,
  readOnly = false,
  disabled = false,
  className,
}: RatingProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? current;
  const name = useId();
  const refs = useRef(new Map<number, HTMLSpanElement>());
  const steps = Array.from({ length: max / precision }, (_, i) => (i + 1) * precision);

  const choose = (next: number) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const preview = (next: number | null) => {
    setHover(next);
    onHover?.(next);
  };

  const colour = inkTone[color];
  const star = (index: number) => {
    const full = shown >= index + 1;
    const half = !full && shown >= index + 0.5;
    return (
      <span className="relative inline-flex">
        <span className="text-text-disabled">{icon(false)}</span>
        {(full || half) && (
          <span
            className={cn('absolute inset-y-0 start-0 overflow-hidden', colour, half ? 'w-1/2' : 'w-full')}
          >
            {icon(true)}
          </span>
        )}
      </span>
    );
  };

  if (readOnly) {
    return (
      <span
        role="img"
        aria-label={`${label}: ${valueText(current, max)}`}
        className={cn(ratingVariants({ size }), className)}
      >
        {Array.from({ length: max }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions
          <span key={i}>{star(i)}</span>
        ))}
      </span>
    );
  }

  const focusValue = current > 0 ? current : steps[0];
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, at: number) => {
    const rtl = isRtl(event.currentTarget);
    const i = steps.indexOf(at);
    let to: number | null = null;
    if (event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight'))
      to = (i + 1) % steps.length;
    else if (event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft'))
      to = (i - 1 + steps.length) % steps.length;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = steps.length - 1;
    else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(at);
      return;
    }
    if (to === null) return;
    event.preventDefault();
    choose(steps[to]);
    refs.current.get(steps[to])?.focus();
  };

  return (
    <span
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={cn(ratingVariants({ size, disabled }), className)}
      onMouseLeave={() => preview(null)}
    >
      {Array.from({ length: max }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions
        <span key={index} className="relative inline-flex">
          {star(index)}
          {steps
            .filter((s) => Math.ceil(s) === index + 1)
            .map((s) => {
              const halfOfStar = precision === 0.5 && s % 1 !== 0;
              return (
                // biome-ignore lint/a11y/useSemanticElements: half-star radios overlap a star; native radios cannot be clipped so
                <span
                  key={s}
                  ref={(el) => {
                    if (el) refs.current.set(s, el);
                    else refs.current.delete(s);
                  }}
                  role="radio"
                  aria-checked={current === s}
                  aria-label={valueText(s, max)}
                  data-name={name}
                  tabIndex={disabled ? -1 : s === focusValue ? 0 : -1}
                  onClick={() => choose(s)}
                  onKeyDown={(event) => onKeyDown(event, s)}
                  onMouseEnter={() => preview(s)}
                  onFocus={() => onHover?.(s)}
                  onBlur={() => onHover?.(null)}
                  className={cn(
                    'absolute inset-y-0 z-1 cursor-pointer rounded-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-primary',
                    precision === 1 ? 'w-full' : 'w-1/2',
                    precision === 0.5 && !halfOfStar ? 'start-1/2' : 'start-0',
                  )}
                />
              );
            })}
        </span>
      ))}
    </span>
  );
}
