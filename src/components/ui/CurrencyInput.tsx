import { type FocusEvent, type Ref, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { parseDigits } from '@/lib/format';
import { Input, type InputProps } from './Input';
import { useCaretByDigits, useValueHandle, type ValueChangeEvent, type ValueHandle } from './value-handle';

/** 15 digits keep every value below Number.MAX_SAFE_INTEGER. */
const MAX_DIGITS = 15;
const grouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

function toAmount(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.max(0, Math.round(v)) : null;
  const digits = parseDigits(v == null ? '' : String(v)).slice(0, MAX_DIGITS);
  return digits ? Number(digits) : null;
}

export type CurrencyInputProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'ref' | 'type' | 'start'
> & {
  /** Whole rupiah (controlled); null = empty. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (amount: number | null) => void;
  /** react-hook-form's register onChange: receives `{ target: { name, value: amount } }`. */
  onChange?: (event: ValueChangeEvent<number | null>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Receives a handle whose `.value` is the amount (react-hook-form's register ref works). */
  ref?: Ref<ValueHandle<number | null>>;
};

/**
 * Rupiah amount: shows "Rp 1.234.567" (id-ID grouping in every language), the value is an
 * integer number of rupiah, or null when empty. Negative amounts cannot be typed.
 */
export function CurrencyInput({
  value,
  defaultValue = null,
  onValueChange,
  onChange,
  ref,
  name,
  inputMode = 'numeric',
  ...rest
}: CurrencyInputProps) {
  const [inner, setInner] = useState<number | null>(() => toAmount(defaultValue));
  const amount = value !== undefined ? toAmount(value) : inner;
  const current = useRef(amount);
  current.current = amount;
  const input = useRef<HTMLInputElement>(null);
  const remember = useCaretByDigits(input);

  useValueHandle(ref, name, current, (v) => setInner(toAmount(v)), input);

  return (
    <Input
      {...rest}
      ref={input}
      name={name}
      inputMode={inputMode}
      autoComplete="off"
      start={<span aria-hidden="true">Rp</span>}
      dir="ltr"
      inputClassName={cn('tabular-nums rtl:text-end', rest.inputClassName)}
      value={amount === null ? '' : grouping.format(amount)}
      onChange={(e) => {
        remember(e.target);
        const next = toAmount(e.target.value);
        current.current = next;
        setInner(next);
        onValueChange?.(next);
        onChange?.({ target: { name, value: next }, type: 'change' });
      }}
    />
  );
}
