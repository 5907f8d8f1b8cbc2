import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl } from './field-context';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  invalid?: boolean;
};

/** Native checkbox with its label (works with react-hook-form's register). */
export function Checkbox({
  label,
  description,
  invalid,
  className,
  id,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: CheckboxProps) {
  const wiring = useFieldControl({
    id,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  const descriptionId = description ? `${wiring.id}-description` : undefined;
  const ariaDescribedBy = [wiring['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <span className="relative mt-0.5 flex size-[18px] shrink-0">
        <input
          type="checkbox"
          className={cn(
            'peer size-[18px] cursor-pointer appearance-none rounded-[4px] border-2 border-text/50 bg-transparent',
            'checked:border-primary checked:bg-primary aria-invalid:border-error disabled:cursor-not-allowed disabled:opacity-50',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          )}
          {...wiring}
          aria-describedby={ariaDescribedBy}
          {...rest}
        />
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none absolute inset-0.5 size-3.5 text-primary-contrast opacity-0 peer-checked:opacity-100"
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
