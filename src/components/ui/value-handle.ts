import { type Ref, type RefObject, useImperativeHandle, useLayoutEffect, useRef } from 'react';

/** What react-hook-form's `register()` onChange accepts: it reads `target.name` and `target.value`. */
export type ValueChangeEvent<V> = { target: { name?: string; value: V }; type: 'change' };

/** The object handed to a `ref` prop: react-hook-form reads and writes `.value` and calls `.focus()`. */
export type ValueHandle<V> = { name?: string; value: V; focus: () => void };

/**
 * Lets a formatted input (masked digits, rupiah) carry its parsed value through `{...register('x')}`:
 * the ref gets a handle whose `value` is the parsed value (setting it, e.g. by reset(), updates the display).
 */
export function useValueHandle<V>(
  ref: Ref<ValueHandle<V>> | undefined,
  name: string | undefined,
  current: RefObject<V>,
  setValue: (value: unknown) => void,
  input: RefObject<HTMLInputElement | null>,
) {
  const setRef = useRef(setValue);
  setRef.current = setValue;
  useImperativeHandle(
    ref,
    () => ({
      name,
      get value() {
        return current.current;
      },
      set value(v: V) {
        setRef.current(v);
      },
      focus: () => input.current?.focus(),
    }),
    [name, current, input],
  );
}

/**
 * Reformatting moves the caret to the end; this keeps it after the same number of digits instead.
 * Call `remember(event.target)` in onChange; the caret is restored after the next render.
 */
export function useCaretByDigits(input: RefObject<HTMLInputElement | null>) {
  const digitsBefore = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = input.current;
    const n = digitsBefore.current;
    if (!el || n === null || document.activeElement !== el) return;
    digitsBefore.current = null;
    let pos = 0;
    let seen = 0;
    while (pos < el.value.length && seen < n) {
      if (/\d/.test(el.value[pos])) seen++;
      pos++;
    }
    el.setSelectionRange(pos, pos);
  });
  return (el: HTMLInputElement) => {
    const caret = el.selectionStart ?? el.value.length;
    digitsBefore.current = el.value.slice(0, caret).replace(/\D/g, '').length;
  };
}
