import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/useT';

export interface OtpInputProps {
  /** The code so far; an empty box is a space, so '12 4  ' keeps each digit in its box. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  label: string;
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
  firstInputRef?: (el: HTMLInputElement | null) => void;
}

const onlyDigits = (s: string) => s.replace(/\D/g, '');

/**
 * One box a digit. Typing (over a digit already there too) moves on, Backspace moves back, and pasting or the browser's
 * one-time-code autofill spreads a whole code over the boxes. Codes read left to right in
 * every language, so the group is dir="ltr".
 */
export function OtpInput({
  value,
  onChange,
  length = 6,
  label,
  errorId,
  invalid,
  disabled,
  firstInputRef,
}: OtpInputProps) {
  const { t } = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i] : ' '));

  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const fillFrom = (start: number, typed: string) => {
    const next = [...digits];
    let i = start;
    for (const d of typed.slice(0, length - start)) next[i++] = d;
    onChange(next.join(''));
    focusBox(i < length ? i : length - 1);
  };

  const handleInput = (i: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (!typed) {
      const next = [...digits];
      next[i] = ' ';
      onChange(next.join(''));
      return;
    }
    // Typing into a filled box whose text was not selected: keep just the new digit.
    if (typed.length === 2 && digits[i] !== ' ') {
      fillFrom(i, typed[0] === digits[i] ? typed[1] : typed[0]);
      return;
    }
    // A whole code typed or autofilled into one box starts at the first box.
    fillFrom(typed.length >= length ? 0 : i, typed);
  };

  const handleKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // A typed digit is placed here, not by the change: typing the digit a box already shows
      // leaves its text as it was, React then reports no change, and the focus would stay in the
      // box (the rest of the code landing one box early). Phones without key values still go by onChange.
      e.preventDefault();
      fillFrom(i, e.key);
    } else if (e.key === 'Backspace' && digits[i] === ' ' && i > 0) {
      e.preventDefault();
      const next = [...digits];
      next[i - 1] = ' ';
      onChange(next.join(''));
      focusBox(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(i + 1);
    }
  };

  const handlePaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(e.clipboardData.getData('text'));
    if (!pasted) return;
    e.preventDefault();
    fillFrom(pasted.length >= length ? 0 : i, pasted);
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-text">{label}</legend>
      <div dir="ltr" className="flex justify-between gap-2">
        {digits.map((digit, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, never reordered
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
              if (i === 0) firstInputRef?.(el);
            }}
            value={digit === ' ' ? '' : digit}
            onChange={(e) => handleInput(i, e.target.value)}
            onKeyDown={(e) => handleKeyDown(i, e)}
            onPaste={(e) => handlePaste(i, e)}
            onFocus={(e) => e.target.select()}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={t('auth.otp.digit', { n: i + 1, total: length })}
            aria-invalid={invalid || undefined}
            aria-describedby={errorId}
            disabled={disabled}
            className={cn(
              'h-12 w-full min-w-0 max-w-12 rounded border border-text/30 bg-transparent text-center text-xl font-semibold text-text',
              'transition-colors hover:border-text/60 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30',
              'aria-invalid:border-error disabled:opacity-60',
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
