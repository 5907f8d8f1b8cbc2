import { CalendarDays } from 'lucide-react';
import { type FocusEvent, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFromIso, displayDate, parseTypedDate, withinBounds } from './date-picker/dates';
import { LazyCalendar, PickerPopover } from './date-picker/PickerPopover';
import { Input, type InputProps } from './Input';
import { useValueHandle, type ValueChangeEvent, type ValueHandle } from './value-handle';

export type DateInputProps = Omit<
  InputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'ref' | 'min' | 'max' | 'end'
> & {
  /** "YYYY-MM-DD" ('' when empty), controlled. */
  value?: string;
  defaultValue?: string;
  /** Called with "YYYY-MM-DD", or '' when the field is cleared. */
  onValueChange?: (iso: string) => void;
  /** Event-shaped change (react-hook-form's register, or `e.target.value` handlers). */
  onChange?: (event: ValueChangeEvent<string>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** A handle whose `.value` is "YYYY-MM-DD" (react-hook-form's register ref works). */
  ref?: Ref<ValueHandle<string>>;
  /** Earliest and latest day, "YYYY-MM-DD" (react-hook-form's register passes them too). */
  min?: string | number;
  max?: string | number;
  /** Days that cannot be chosen. */
  excluded?: string[] | ((iso: string) => boolean);
};

/**
 * A date field: typed as day/month/year (dd/mm/yyyy, the order of every interface language,
 * whatever the browser's locale) or chosen in a calendar (react-day-picker, loaded on first
 * open) in the interface language. The value is "YYYY-MM-DD". Works controlled, uncontrolled and
 * with `{...register('date')}`; inside a FormField it picks up the label and error wiring.
 */
export function DateInput({
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  ref,
  name,
  min: minProp,
  max: maxProp,
  excluded,
  disabled,
  placeholder,
  ...rest
}: DateInputProps) {
  const min = minProp === undefined ? undefined : String(minProp);
  const max = maxProp === undefined ? undefined : String(maxProp);
  const { t } = useTranslation();
  const [inner, setInner] = useState(defaultValue ?? '');
  const iso = value !== undefined ? value : inner;
  const current = useRef(iso);
  current.current = iso;
  const input = useRef<HTMLInputElement>(null);
  // What is typed stays as typed until it is a whole day (or the field is left).
  const [draft, setDraft] = useState<string | null>(null);

  useValueHandle(ref, name, current, (v) => setInner(v == null ? '' : String(v)), input);

  const allowed = (day: string) =>
    withinBounds(day, min, max) && !(Array.isArray(excluded) ? excluded.includes(day) : excluded?.(day));

  const commit = (next: string) => {
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
      disabled={disabled}
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      inputClassName="rtl:text-end"
      placeholder={placeholder ?? t('ui.date.placeholder')}
      value={draft ?? displayDate(iso)}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        if (text.trim() === '') return commit('');
        const day = parseTypedDate(text);
        if (day && allowed(day) && day !== iso) commit(day);
      }}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
      end={
        <PickerPopover
          label={t('ui.date.choose')}
          icon={<CalendarDays aria-hidden="true" className="size-[18px]" />}
          disabled={disabled}
        >
          {(close) => (
            <LazyCalendar
              mode="single"
              selected={dateFromIso(iso) ? iso : undefined}
              min={min}
              max={max}
              excluded={excluded}
              onSelect={(day) => {
                setDraft(null);
                commit(day);
                close();
              }}
            />
          )}
        </PickerPopover>
      }
    />
  );
}
