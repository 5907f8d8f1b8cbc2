import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

// A small form state for the auth screens, which must stay light (the sign-in route has the
// tightest size budget): values, errors, submit. It behaves like react-hook-form's defaults,
// which the other forms use: validation on submit, then again on every change; focus on the
// first invalid field; the typed values stay after a failed submit.

export interface FieldError {
  /** 'server' when the text is the server's own; otherwise the message is a translation key. */
  type: string;
  message: string;
}

export type FieldErrors<F> = Partial<Record<keyof F & string, FieldError>>;

/** Checks the whole form: the values to submit (parsed) or each field's first error. */
export type Resolver<F, Out> = (
  values: F,
) => { values: Out; errors?: undefined } | { values?: undefined; errors: FieldErrors<F> };

export interface FormOptions<F, Out> {
  defaultValues: F;
  resolver: Resolver<F, Out>;
}

export function useForm<F extends Record<string, string>, Out = F>({
  defaultValues,
  resolver,
}: FormOptions<F, Out>) {
  type Name = keyof F & string;
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  const submitted = useRef(false);
  // Filled in render order, so the first key with an error is the first invalid field on screen.
  const elements = useRef(new Map<Name, HTMLElement | null>());
  const refs = useRef(new Map<Name, (el: HTMLElement | null) => void>());

  const focus = (name: Name) => elements.current.get(name)?.focus();

  const setFieldError = (name: Name, error: FieldError | undefined) =>
    setErrors((prev) => ({ ...prev, [name]: error }));

  const setValue = (name: Name, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (submitted.current) setFieldError(name, resolver(latest.current).errors?.[name]);
  };

  const ref = (name: Name) => {
    let callback = refs.current.get(name);
    if (!callback) {
      callback = (el) => elements.current.set(name, el);
      refs.current.set(name, callback);
    }
    return callback;
  };

  return {
    values,
    errors,
    isSubmitting,
    setValue,
    ref,
    getValues: () => latest.current,
    setFocus: focus,
    /** Props for a text control: name, value, onChange, ref. */
    field: (name: Name) => ({
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.value),
      ref: ref(name),
    }),
    setError: (name: Name, error: FieldError, options?: { shouldFocus: boolean }) => {
      setFieldError(name, error);
      if (options?.shouldFocus) focus(name);
    },
    /** Validates one field now; answers whether it is valid. */
    trigger: (name: Name) => {
      const error = resolver(latest.current).errors?.[name];
      setFieldError(name, error);
      return !error;
    },
    handleSubmit: (onValid: (values: Out) => Promise<void> | void) => async (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const result = resolver(latest.current);
      if (result.errors) {
        const found = result.errors;
        setErrors(found);
        const first = [...elements.current].find(([name, el]) => el && found[name]);
        first?.[1]?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(result.values as Out);
      } finally {
        setSubmitting(false);
      }
    },
  };
}
