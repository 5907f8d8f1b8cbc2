import { type ReactNode, useId, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { FieldContext } from './field-context';
import { inkTone } from './tone';

export type FormFieldProps = {
  label: ReactNode;
  /** The control: Input, Textarea, Select, PasswordInput, MaskedInput, CurrencyInput, DateInput, Combobox. */
  children: ReactNode;
  hint?: ReactNode;
  /** Error message; when set the control gets aria-invalid and the message is linked by aria-describedby. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
};

/**
 * Label + control + hint or inline error. The control inside reads the wiring from context, so
 * `<FormField label="Email" error={errors.email?.message}><Input {...register('email')} /></FormField>` works.
 */
export function FormField({
  label,
  children,
  hint,
  error,
  required = false,
  id,
  hideLabel = false,
  className,
}: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const hasError = error != null && error !== false && error !== '';
  // One message per problem: the error takes the hint's place (it says the same thing more sharply).
  const shownHint = hasError ? undefined : hint;
  const value = useMemo(
    () => ({
      id: controlId,
      hintId: shownHint ? `${controlId}-hint` : undefined,
      errorId: hasError ? `${controlId}-error` : undefined,
      invalid: hasError,
      required,
    }),
    [controlId, shownHint, hasError, required],
  );
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className={cn('text-sm font-medium text-text', hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-error">
            *
          </span>
        )}
      </label>
      <FieldContext value={value}>{children}</FieldContext>
      {shownHint && (
        <p id={value.hintId} className="text-xs text-text-muted">
          {shownHint}
        </p>
      )}
      {hasError && (
        <p id={value.errorId} className={cn('text-xs font-medium', inkTone.error)}>
          {error}
        </p>
      )}
    </div>
  );
}
