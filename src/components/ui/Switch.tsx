import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl } from './field-context';

export type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role'> & {
  label: ReactNode;
  description?: ReactNode;
  /** Put the label before the switch (default after). */
  labelFirst?: boolean;
};

/**
 * On/off switch: a native checkbox with role="switch", so it works with react-hook-form's register
 * and with `checked` + `onChange` (event) like any checkbox.
 */
export function Switch({
  label,
  description,
  labelFirst = false,
  className,
  id,
  required,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const wiring = useFieldControl({ id, required, 'aria-describedby': describedBy });
  const descriptionId = description ? `${wiring.id}-description` : undefined;
  const ariaDescribedBy = [wiring['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex items-start gap-3', labelFirst && 'flex-row-reverse justify-end', className)}>
      <span className="relative mt-0.5 inline-flex h-5 w-9 shrink-0">
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox already exposes its checked state
          role="switch"
          className={cn(
            'peer h-5 w-9 cursor-pointer appearance-none rounded-full bg-text/30 transition-colors',
            'checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          )}
          {...wiring}
          aria-describedby={ariaDescribedBy}
          {...rest}
        />
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute start-0.5 top-0.5 size-4 rounded-full bg-white shadow transition-transform',
            'peer-checked:translate-x-4 rtl:peer-checked:-translate-x-4',
          )}
        />
      </span>
      <span className="flex flex-col">
        <label htmlFor={wiring.id} className="cursor-pointer text-sm text-text">
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-xs text-text-muted">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
