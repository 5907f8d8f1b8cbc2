import { Check, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export type StepItem = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The step's own icon ('icons' marker). */
  icon?: ReactNode;
  /** Marks the step as needing attention (its marker and title turn red). */
  error?: boolean;
  /** Marks the step as skipped or optional (a note under the title). */
  optional?: ReactNode;
};

export type StepperProps = {
  steps: StepItem[];
  /** Index of the current step; steps before it count as done. */
  active: number;
  orientation?: 'horizontal' | 'vertical';
  /** Horizontal only: labels under the markers instead of beside them. */
  alternativeLabel?: boolean;
  /** What the marker shows: the step's number, its icon, or a small dot. */
  marker?: 'numbers' | 'icons' | 'dots';
  /** Accessible name of the list ("Registration steps"). */
  label: string;
  /** Vertical: content shown under the active step (the step's form). */
  children?: ReactNode;
  className?: string;
};

/**
 * Where a multi-step form stands: an ordered list whose current step has aria-current="step" and
 * whose done and failing steps say so to screen readers. Navigation is the form's own buttons.
 */
export function Stepper({
  steps,
  active,
  orientation = 'horizontal',
  alternativeLabel = false,
  marker = 'numbers',
  label,
  children,
  className,
}: StepperProps) {
  const { t, i18n } = useTranslation();
  const vertical = orientation === 'vertical';
  return (
    <ol
      aria-label={label}
      className={cn(
        'flex',
        vertical ? 'flex-col' : 'flex-wrap items-start gap-y-4',
        !vertical && !alternativeLabel && 'gap-x-2',
        className,
      )}
    >
      {steps.map((step, i) => {
        const done = i < active;
        const current = i === active;
        const state = step.error ? 'error' : done ? 'done' : current ? 'current' : 'todo';
        const markerClass = cn(
          'flex shrink-0 items-center justify-center rounded-full text-sm font-medium transition-colors',
          marker === 'dots' ? 'size-3' : 'size-9',
          state === 'error' && 'bg-error text-white',
          state === 'done' && 'bg-primary text-white',
          state === 'current' && 'bg-primary text-white shadow-[0_2px_6px_rgb(102_108_255/0.4)]',
          state === 'todo' && 'bg-primary/12 text-primary',
        );
        const glyph =
          marker === 'dots' ? null : step.error ? (
            <CircleAlert aria-hidden="true" className="size-5" />
          ) : done && marker === 'numbers' ? (
            <Check aria-hidden="true" className="size-5" />
          ) : marker === 'icons' ? (
            <span aria-hidden="true">{step.icon}</span>
          ) : (
            <span aria-hidden="true">{formatNumber(i + 1, i18n.language)}</span>
          );
        const last = i === steps.length - 1;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered list
            key={i}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'relative flex min-w-0',
              vertical
                ? 'gap-3 pb-6 last:pb-0'
                : alternativeLabel
                  ? 'flex-1 flex-col items-center text-center'
                  : 'flex-1 items-center gap-2',
            )}
          >
            {/* the line to the next step */}
            {!last &&
              (vertical ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-10 bottom-1 w-0.5',
                    marker === 'dots' ? 'start-[5px] top-5' : 'start-[17px]',
                    done ? 'bg-primary' : 'bg-divider',
                  )}
                />
              ) : alternativeLabel ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-[18px] start-[calc(50%+1.5rem)] end-[calc(-50%+1.5rem)] h-0.5',
                    done ? 'bg-primary' : 'bg-divider',
                  )}
                />
              ) : null)}
            <span className={markerClass}>{glyph}</span>
            <div
              className={cn(
                'flex min-w-0 flex-col',
                alternativeLabel && !vertical && 'mt-2',
                vertical && 'flex-1',
              )}
            >
              <span
                className={cn(
                  'text-sm font-medium',
                  state === 'error' ? 'text-error' : state === 'todo' ? 'text-text-muted' : 'text-text',
                )}
              >
                {step.title}
              </span>
              {step.subtitle && <span className="text-xs text-text-muted">{step.subtitle}</span>}
              {step.optional && <span className="text-xs text-text-muted italic">{step.optional}</span>}
              <span className="sr-only">
                {state === 'error'
                  ? t('ui.stepper.error')
                  : state === 'done'
                    ? t('ui.stepper.done')
                    : state === 'current'
                      ? t('ui.stepper.current')
                      : ''}
              </span>
              {vertical && current && children && <div className="mt-3">{children}</div>}
            </div>
            {!vertical && !alternativeLabel && !last && (
              <span
                aria-hidden="true"
                className={cn('h-0.5 min-w-4 flex-1', done ? 'bg-primary' : 'bg-divider')}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
