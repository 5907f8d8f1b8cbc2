import { type FocusEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmountInput, parseAmount } from '@/lib/amount';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './Input';
import { inkTone } from './tone';
import { useCaretByDigits, useValueHandle, type ValueChangeEvent, type ValueHandle } from './value-handle';

type Amount = number | null;

const shown = (v: unknown): string =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? formatAmountInput(v) : '';

const readValue = (text: string, decimals: 0 | 2): Amount => {
  const parsed = parseAmount(text, { decimals });
  return 'error' in parsed ? Number.NaN : parsed.value;
};

export type CurrencyInputProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'ref' | 'type' | 'start'
> & {
  /** Rupiah (controlled); null = empty, NaN = text that is not an amount (the field says why). */
  value?: Amount;
  defaultValue?: Amount;
  /** 0 (default): whole rupiah; 2: up to two decimals (sen). */
  decimals?: 0 | 2;
  onValueChange?: (amount: Amount) => void;
  /** react-hook-form's register onChange: receives `{ target: { name, value: amount } }`. */
  onChange?: (event: ValueChangeEvent<Amount>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Receives a handle whose `.value` is the amount (react-hook-form's register ref works). */
  ref?: Ref<ValueHandle<Amount>>;
};

/**
 * Rupiah amount read as Indonesians write it (formats.md §11: "Rp 240.000,00" is 240000). The text
 * stays exactly as typed or pasted; text that is not an amount is kept, reported as NaN (so no
 * form can submit a guessed figure) and explained under the field. A valid amount is grouped
 * ("1.234.567") when the field is left; a digit typed or deleted inside that grouping regroups it.
 */
export function CurrencyInput({
  value,
  defaultValue = null,
  decimals = 0,
  onValueChange,
  onChange,
  onBlur,
  ref,
  name,
  inputMode = 'decimal',
  ...rest
}: CurrencyInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shown(value ?? defaultValue));
  const parsed = parseAmount(text, { decimals });
  const amount: Amount = 'error' in parsed ? Number.NaN : parsed.value;
  // a value set from outside (a quick-amount button, a form reset) replaces the text
  if (value !== undefined && !Object.is(value, amount) && !(value === null && text === '')) {
    const next = shown(value);
    if (next !== text) setText(next);
  }
  const current = useRef(amount);
  current.current = amount;
  const input = useRef<HTMLInputElement>(null);
  const remember = useCaretByDigits(input);
  // react-hook-form pushes the field's value back through the ref on every render: only a different
  // amount (reset, setValue) replaces the text, so what is being typed (or a refused text, NaN) stays
  useValueHandle(
    ref,
    name,
    current,
    (v) => {
      if (!Object.is(v, current.current)) setText(shown(v));
    },
    input,
  );

  const messageId = useId();
  const error = 'error' in parsed ? t(`ui.amount.${parsed.error}`) : null;

  return (
    <>
      <Input
        {...rest}
        ref={input}
        name={name}
        inputMode={inputMode}
        autoComplete="off"
        start={<span aria-hidden="true">Rp</span>}
        dir="ltr"
        inputClassName={cn('tabular-nums rtl:text-end', rest.inputClassName)}
        value={text}
        invalid={error ? true : rest.invalid}
        aria-describedby={
          [rest['aria-describedby'], error && messageId].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => {
          let raw = e.target.value;
          let next = readValue(raw, decimals);
          // digits typed into or deleted from the field's own grouping ("10.000.000" → "10.000.0005"):
          // the same separators, so the dots are only the old grouping; regroup, caret after the same digits
          const skeleton = (v: string) => v.replace(/\d/g, '');
          if (Number.isNaN(next) && text === shown(amount) && skeleton(raw) === skeleton(text)) {
            const regrouped = readValue(raw.replace(/\./g, ''), decimals);
            if (!Number.isNaN(regrouped)) {
              remember(e.target);
              next = regrouped;
              raw = shown(regrouped);
            }
          }
          current.current = next;
          setText(raw);
          onValueChange?.(next);
          onChange?.({ target: { name, value: next }, type: 'change' });
        }}
        onBlur={(e) => {
          if (typeof amount === 'number' && Number.isFinite(amount)) setText(shown(amount));
          onBlur?.(e);
        }}
      />
      {error && (
        <p id={messageId} role="alert" className={cn('text-xs font-medium', inkTone.error)}>
          {error}
        </p>
      )}
    </>
  );
}
