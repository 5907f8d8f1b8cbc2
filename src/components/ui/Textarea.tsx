import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlBox, controlFocus, useFieldControl } from './field-context';

export type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

export function Textarea({
  invalid,
  className,
  id,
  required,
  rows = 3,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextareaProps) {
  const wiring = useFieldControl({
    id,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  return (
    <textarea
      rows={rows}
      className={cn(
        controlBox,
        controlFocus,
        'w-full px-3 py-2 placeholder:text-text-disabled disabled:opacity-60',
        className,
      )}
      {...wiring}
      {...rest}
    />
  );
}
