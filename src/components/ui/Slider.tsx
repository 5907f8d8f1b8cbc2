import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

export type SliderMark = { value: number; label?: string };

export type SliderProps<V extends number | [number, number]> = {
  value: V;
  onValueChange: (value: V) => void;
  /** Called when a drag ends or a key changes the value (e.g. to save once). */
  onValueCommit?: (value: V) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Ticks under the track: true for one per step, or chosen values with labels. */
  marks?: boolean | SliderMark[];
  /** Smallest gap between the two thumbs of a range. */
  minDistance?: number;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** Names of the thumbs: one, or [start, end] for a range. */
  'aria-label'?: string | [string, string];
  /** What a screen reader says for a value ("Rp 1.000.000", "30 °C"). */
  valueText?: (value: number) => string;
  /** Shows the value above a thumb while it is focused or dragged. */
  showValue?: boolean;
  color?: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  size?: 'sm' | 'md';
  className?: string;
};

const fill = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  error: 'bg-error',
  warning: 'bg-warning',
  info: 'bg-info',
} as const;
const ring = {
  primary: 'border-primary focus-visible:ring-primary/30',
  secondary: 'border-secondary focus-visible:ring-secondary/30',
  success: 'border-success focus-visible:ring-success/30',
  error: 'border-error focus-visible:ring-error/30',
  warning: 'border-warning focus-visible:ring-warning/30',
  info: 'border-info focus-visible:ring-info/30',
} as const;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * A slider after the WAI-ARIA pattern: one thumb, or two for a range; arrows move by a step
 * (left and right swap in a right-to-left page, as the track does), Page Up/Down by ten steps,
 * Home/End to the ends; pointer drags anywhere on the track. Horizontal or vertical.
 */
export function Slider<V extends number | [number, number]>({
  value,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  marks,
  minDistance = 0,
  orientation = 'horizontal',
  disabled,
  'aria-label': ariaLabel,
  valueText,
  showValue = false,
  color = 'primary',
  size = 'md',
  className,
}: SliderProps<V>) {
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  const values: number[] = Array.isArray(value) ? value : [value as number];
  const isRange = values.length === 2;
  const vertical = orientation === 'vertical';
  const pct = (v: number) => ((v - min) / (max - min)) * 100;
  const snap = (v: number) => clamp(Math.round((v - min) / step) * step + min, min, max);

  const emit = (index: number, raw: number, commit = false) => {
    const next = [...values];
    let v = snap(raw);
    if (isRange)
      v = index === 0 ? Math.min(v, values[1] - minDistance) : Math.max(v, values[0] + minDistance);
    next[index] = clamp(v, min, max);
    const out = (isRange ? [next[0], next[1]] : next[0]) as V;
    if (next[index] !== values[index]) onValueChange(out);
    if (commit) onValueCommit?.(out);
  };

  const valueAt = (e: PointerEvent) => {
    const rect = track.current!.getBoundingClientRect();
    const rtl = getComputedStyle(track.current!).direction === 'rtl';
    const ratio = vertical
      ? (rect.bottom - e.clientY) / rect.height
      : rtl
        ? (rect.right - e.clientX) / rect.width
        : (e.clientX - rect.left) / rect.width;
    return min + clamp(ratio, 0, 1) * (max - min);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled || e.button !== 0) return;
    const v = valueAt(e);
    const index = isRange ? (Math.abs(v - values[0]) <= Math.abs(v - values[1]) ? 0 : 1) : 0;
    dragging.current = index;
    e.currentTarget.setPointerCapture(e.pointerId);
    emit(index, v);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="slider"]')[index]?.focus();
    e.preventDefault();
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const big = Math.max(step, (max - min) / 10);
    const by: Record<string, number> = {
      ArrowUp: step,
      ArrowDown: -step,
      ArrowRight: rtl && !vertical ? -step : step,
      ArrowLeft: rtl && !vertical ? step : -step,
      PageUp: big,
      PageDown: -big,
    };
    let next: number | undefined;
    if (e.key === 'Home') next = min;
    else if (e.key === 'End') next = max;
    else if (e.key in by) next = values[index] + by[e.key];
    if (next === undefined) return;
    e.preventDefault();
    emit(index, next, true);
  };

  const markList: SliderMark[] =
    marks === true
      ? Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => ({ value: min + i * step }))
      : marks || [];
  const lo = isRange ? pct(values[0]) : 0;
  const hi = pct(isRange ? values[1] : values[0]);
  const thick = size === 'sm' ? 'h-1' : 'h-1.5';
  const thumb = size === 'sm' ? 'size-3.5' : 'size-5';

  return (
    <div
      className={cn(
        'relative flex touch-none select-none',
        vertical ? 'h-48 w-8 justify-center' : 'h-8 w-full items-center',
        markList.some((m) => m.label) && (vertical ? 'me-10' : 'mb-5'),
        disabled && 'opacity-50',
        className,
      )}
    >
      <div
        ref={track}
        onPointerDown={onPointerDown}
        onPointerMove={(e) => dragging.current !== null && emit(dragging.current, valueAt(e))}
        onPointerUp={(e) => {
          if (dragging.current !== null) emit(dragging.current, valueAt(e), true);
          dragging.current = null;
        }}
        className={cn(
          'relative cursor-pointer rounded-full bg-text/15',
          vertical ? 'h-full w-1.5' : cn('w-full', thick),
          disabled && 'cursor-not-allowed',
        )}
      >
        <div
          className={cn('absolute rounded-full', fill[color], vertical ? 'inset-x-0' : 'inset-y-0')}
          style={
            vertical
              ? { bottom: `${lo}%`, height: `${hi - lo}%` }
              : { insetInlineStart: `${lo}%`, width: `${hi - lo}%` }
          }
        />
        {markList.map((m) => (
          <span
            key={m.value}
            aria-hidden="true"
            className={cn(
              'absolute',
              vertical
                ? 'start-full ms-3 -translate-y-1/2'
                : 'top-full mt-2 -translate-x-1/2 rtl:translate-x-1/2',
            )}
            style={vertical ? { bottom: `${pct(m.value)}%` } : { insetInlineStart: `${pct(m.value)}%` }}
          >
            <span
              className={cn(
                'absolute size-1 rounded-full',
                m.value >= (isRange ? values[0] : min) && m.value <= values[values.length - 1]
                  ? 'bg-white/80'
                  : 'bg-text/40',
                vertical
                  ? '-start-[1.05rem] top-1/2 -translate-y-1/2'
                  : '-top-[0.8rem] start-1/2 -translate-x-1/2',
              )}
            />
            {m.label && <span className="text-xs whitespace-nowrap text-text-muted">{m.label}</span>}
          </span>
        ))}
        {values.map((v, i) => {
          const name = Array.isArray(ariaLabel) ? ariaLabel[i] : ariaLabel;
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a slider has one or two thumbs, in order
              key={i}
              role="slider"
              tabIndex={disabled ? -1 : 0}
              aria-label={name}
              aria-valuemin={isRange && i === 1 ? values[0] + minDistance : min}
              aria-valuemax={isRange && i === 0 ? values[1] - minDistance : max}
              aria-valuenow={v}
              aria-valuetext={valueText?.(v)}
              aria-orientation={orientation}
              aria-disabled={disabled || undefined}
              onKeyDown={disabled ? undefined : onKeyDown(i)}
              className={cn(
                'group absolute rounded-full border-2 bg-paper shadow outline-none focus-visible:ring-8',
                thumb,
                ring[color],
                vertical
                  ? 'left-1/2 -translate-x-1/2 translate-y-1/2'
                  : 'top-1/2 -translate-y-1/2 ltr:-translate-x-1/2 rtl:translate-x-1/2',
              )}
              style={vertical ? { bottom: `${pct(v)}%` } : { insetInlineStart: `${pct(v)}%` }}
            >
              {showValue && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'pointer-events-none absolute bottom-full start-1/2 mb-2 hidden -translate-x-1/2 rounded bg-text px-1.5 py-0.5 text-xs whitespace-nowrap text-paper group-focus-visible:block rtl:translate-x-1/2',
                  )}
                >
                  {valueText ? valueText(v) : v}
                </span>
              )}
            </span>
          );
        })}
      </div>
    </div>
  );
}
