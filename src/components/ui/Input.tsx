import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlBox, useFieldControl } from './field-context';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & {
  /** Content before the text (icon, "Rp"); decorative unless it is a button. */
  start?: ReactNode;
  /** Content after the text (icon, toggle button). */
  end?: ReactNode;
  invalid?: boolean;
  /** Classes for the outer box (width, margins). */
  className?: string;
  inputClassName?: string;
};

/** Text input; inside a FormField it picks up id, aria-describedby, aria-invalid and required. */
export function Input({
  start,
  end,
  invalid,
  className,
  inputClassName,
  id,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  type = 'text',
  ...rest
}: InputProps) {
  const wiring = useFieldControl({
    id,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  return (
    <div
      className={cn(
        controlBox,
        'flex h-[38px] items-center gap-2 px-3',
        'focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30',
        'has-[:disabled]:opacity-60',
        className,
      )}
    >
      {start && <span className="flex shrink-0 items-center text-text-muted">{start}</span>}
      <input
        type={type}
        className={cn(
          'h-full min-w-0 flex-1 bg-transparent text-text outline-none placeholder:text-text-disabled disabled:cursor-not-allowed',
          inputClassName,
        )}
        {...wiring}
        {...rest}
      />
      {end && <span className="flex shrink-0 items-center">{end}</span>}
    </div>
  );
}
