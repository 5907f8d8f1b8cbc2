import { type ComponentProps, type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { controlBox, controlFocus, useFieldControl } from './field-context';
import { inkTone } from './tone';

export type TextareaProps = ComponentProps<'textarea'> & {
  invalid?: boolean;
  /** Grows with its text from `rows` up to `maxRows` lines (then scrolls). */
  autoGrow?: boolean;
  maxRows?: number;
  /** Shows "12 / 200" under the field (needs maxLength); announced politely near the limit. */
  showCount?: boolean;
};

export function Textarea({
  invalid,
  className,
  id,
  required,
  rows = 3,
  autoGrow = false,
  maxRows,
  showCount = false,
  maxLength,
  onInput,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextareaProps) {
  const { t, i18n } = useTranslation();
  const wiring = useFieldControl({
    id,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(() => String(rest.value ?? rest.defaultValue ?? '').length);
  const counterId = `${wiring.id}-count`;

  const fitHeight = () => {
    const el = own.current;
    if (!el || !autoGrow) return;
    el.style.height = 'auto';
    const line = Number.parseFloat(getComputedStyle(el).lineHeight) || 20;
    const chrome = el.offsetHeight - el.clientHeight + 16;
    const most = maxRows ? maxRows * line + chrome : Number.POSITIVE_INFINITY;
    el.style.height = `${Math.min(el.scrollHeight + (el.offsetHeight - el.clientHeight), most)}px`;
    el.style.overflowY = el.scrollHeight + chrome > most ? 'auto' : 'hidden';
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a controlled value refits the height
  useLayoutEffect(() => {
    fitHeight();
    if (rest.value !== undefined) setLength(String(rest.value).length);
  }, [rest.value, autoGrow]);

  const field = (
    <textarea
      rows={rows}
      maxLength={maxLength}
      ref={(el) => {
        own.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      className={cn(
        controlBox,
        controlFocus,
        'w-full px-3 py-2 placeholder:text-text-disabled disabled:opacity-60',
        autoGrow && 'resize-none',
        !showCount && className,
      )}
      {...wiring}
      aria-describedby={showCount ? cn(wiring['aria-describedby'], counterId) : wiring['aria-describedby']}
      onInput={(e: FormEvent<HTMLTextAreaElement>) => {
        setLength(e.currentTarget.value.length);
        fitHeight();
        onInput?.(e as Parameters<NonNullable<typeof onInput>>[0]);
      }}
      {...rest}
    />
  );
  if (!showCount) return field;
  const near = maxLength !== undefined && length >= maxLength * 0.9;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {field}
      <p
        id={counterId}
        aria-live={near ? 'polite' : 'off'}
        className={cn('self-end text-xs tabular-nums', near ? inkTone.warning : 'text-text-muted')}
      >
        {maxLength !== undefined
          ? t('ui.textarea.count', {
              count: length,
              shown: formatNumber(length, i18n.language),
              max: formatNumber(maxLength, i18n.language),
            })
          : formatNumber(length, i18n.language)}
      </p>
    </div>
  );
}
