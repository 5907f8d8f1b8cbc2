import { type FocusEvent, type Ref, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { applyMask, maskLength, parseDigits } from '@/lib/format';
import { Input, type InputProps } from './Input';
import { useCaretByDigits, useValueHandle, type ValueChangeEvent, type ValueHandle } from './value-handle';

export type MaskedInputProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'ref' | 'type' | 'maxLength'
> & {
  /** `9` = one digit, anything else is shown as typed, e.g. '9999 9999 9999 9999' or '99.999.999.9-999.999'. */
  mask: string;
  /** Digits only (controlled). */
  value?: string;
  defaultValue?: string;
  /** Called with the digits only. */
  onValueChange?: (digits: string) => void;
  /** react-hook-form's register onChange: receives `{ target: { name, value: digits } }`. */
  onChange?: (event: ValueChangeEvent<string>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Receives a handle whose `.value` is the digits (react-hook-form's register ref works). */
  ref?: Ref<ValueHandle<string>>;
};

/**
 * Digits shown in groups ("0012 3456 7890 1234") while the value stays digits only ("0012345678901234").
 * Works controlled (value + onValueChange) and with `{...register('npwp')}`.
 */
export function MaskedInput({
  mask,
  value,
  defaultValue,
  onValueChange,
  onChange,
  ref,
  name,
  inputMode = 'numeric',
  ...rest
}: MaskedInputProps) {
  const max = maskLength(mask);
  const [inner, setInner] = useState(() => parseDigits(defaultValue).slice(0, max));
  const digits = value !== undefined ? parseDigits(value).slice(0, max) : inner;
  const current = useRef(digits);
  current.current = digits;
  const input = useRef<HTMLInputElement>(null);
  const remember = useCaretByDigits(input);

  useValueHandle(
    ref,
    name,
    current,
    (v) => setInner(parseDigits(v == null ? '' : String(v)).slice(0, max)),
    input,
  );

  const update = (next: string) => {
    current.current = next;
    setInner(next);
    onValueChange?.(next);
    onChange?.({ target: { name, value: next }, type: 'change' });
  };

  return (
    <Input
      {...rest}
      ref={input}
      name={name}
      inputMode={inputMode}
      autoComplete="off"
      // Digit groups must read left to right in Arabic too; the text still sits at the inline start.
      dir="ltr"
      inputClassName={cn('rtl:text-end', rest.inputClassName)}
      value={applyMask(digits, mask)}
      maxLength={mask.length}
      onChange={(e) => {
        remember(e.target);
        let next = parseDigits(e.target.value).slice(0, max);
        // Backspace right after a literal (e.g. the space in "0012 ") removes the digit before it.
        const nativeEvent = e.nativeEvent as InputEvent;
        if (next === digits && nativeEvent.inputType === 'deleteContentBackward') next = next.slice(0, -1);
        update(next);
      }}
    />
  );
}
