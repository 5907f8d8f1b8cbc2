import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlBox, controlFocus, useFieldControl } from './field-context';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'size'> & {
  /** Options to render; `children` (<option>s) may be used instead. */
  options?: SelectOption[];
  /** A first, empty option (value ""), e.g. "Choose…". */
  placeholder?: string;
  invalid?: boolean;
  size?: 'sm' | 'md';
};

/** Native <select>, styled; works with react-hook-form's register. */
export function Select({
  options,
  placeholder,
  invalid,
  size = 'md',
  className,
  children,
  id,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: SelectProps) {
  const wiring = useFieldControl({
    id,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          controlBox,
          controlFocus,
          'w-full cursor-pointer appearance-none bg-paper ps-3 pe-9 disabled:cursor-not-allowed disabled:opacity-60',
          size === 'sm' ? 'h-8 text-[13px]' : 'h-[38px]',
        )}
        {...wiring}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-text-muted"
      />
    </div>
  );
}
