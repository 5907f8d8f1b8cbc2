import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from 'react';
import { cn } from '@/lib/cn';
import { inkTone } from './tone';

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  /** Group label (rendered as the fieldset legend). */
  label: ReactNode;
  name: string;
  options: RadioOption[];
  /** Controlled value; omit for uncontrolled use (e.g. `{...register('x')}`), with `defaultValue`. */
  value?: string;
  defaultValue?: string;
  /** Event handler, so react-hook-form's `register()` result can be spread onto the group. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Convenience: called with the chosen value. */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Given to every radio (react-hook-form tracks radio groups by name). */
  ref?: Ref<HTMLInputElement>;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
};

// Native radio inputs in a fieldset rather than Headless UI's RadioGroup: the browser already gives
// them the WAI-ARIA radio-group keyboard behaviour, and like every field of this kit they take
// react-hook-form's register() (uncontrolled, ref as prop; tests/unit/ui/form-field.test.tsx), which
// Headless UI's value-only onChange and ARIA radios do not. Swapped in and measured with
// `npm run bench -- bundle`, Headless UI's RadioGroup was also heavier: E-Bupot's new-slip form
// 247.5 -> 249.7 KB gzip (no budgeted route uses a radio group on its first load).
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  ref,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const baseId = useId();
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={cn('flex flex-col gap-1', className)}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium text-text">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-error">
            *
          </span>
        )}
      </legend>
      <div
        className={cn('flex gap-x-6 gap-y-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}
      >
        {options.map((o, i) => {
          const id = `${baseId}-${i}`;
          return (
            <div key={o.value} className="flex items-start gap-2">
              <input
                ref={ref}
                id={id}
                type="radio"
                name={name}
                value={o.value}
                required={required}
                disabled={o.disabled}
                checked={value === undefined ? undefined : value === o.value}
                defaultChecked={
                  value === undefined && defaultValue !== undefined ? defaultValue === o.value : undefined
                }
                onChange={(e) => {
                  onChange?.(e);
                  onValueChange?.(o.value);
                }}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={o.description ? `${id}-description` : undefined}
                className={cn(
                  'mt-0.5 size-[18px] shrink-0 cursor-pointer appearance-none rounded-full border-2 border-text/50',
                  'checked:border-[5px] checked:border-primary disabled:cursor-not-allowed disabled:opacity-50',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                )}
              />
              <span className="flex flex-col">
                <label htmlFor={id} className="cursor-pointer text-sm text-text">
                  {o.label}
                </label>
                {o.description && (
                  <span id={`${id}-description`} className="text-xs text-text-muted">
                    {o.description}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={cn('text-xs font-medium', inkTone.error)}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
