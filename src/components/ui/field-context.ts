import { createContext, useContext, useId } from 'react';

/** What a FormField tells the control inside it: its id and the ids of its hint and error. */
export type FieldContextValue = {
  id: string;
  hintId?: string;
  errorId?: string;
  invalid: boolean;
  required: boolean;
};

export const FieldContext = createContext<FieldContextValue | null>(null);

type ControlAria = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
};

/**
 * Merges a control's own props with the enclosing FormField's wiring: id, aria-describedby
 * (hint + error), aria-invalid and required. Works without a FormField too (own id generated).
 */
export function useFieldControl(own: ControlAria & { invalid?: boolean }) {
  const field = useContext(FieldContext);
  const fallbackId = useId();
  const describedBy = [own['aria-describedby'], field?.hintId, field?.errorId].filter(Boolean).join(' ');
  const invalid = own['aria-invalid'] ?? (own.invalid || field?.invalid ? true : undefined);
  return {
    id: own.id ?? field?.id ?? fallbackId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid,
    required: own.required ?? (field?.required || undefined),
  };
}

export const controlBox =
  'rounded border border-text/30 bg-transparent text-sm text-text transition-colors hover:border-text/60 ' +
  'aria-invalid:border-error has-[[aria-invalid=true]]:border-error';

export const controlFocus = 'focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30';
