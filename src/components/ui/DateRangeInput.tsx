import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate, parseTypedDate, withinBounds } from './date-picker/dates';
import { LazyCalendar, PickerPopover } from './date-picker/PickerPopover';
import { Input, type InputProps } from './Input';

export type DateRange = { from?: string; to?: string };

export type DateRangeInputProps = Omit<
  InputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'end' | 'ref'
> & {
  /** "YYYY-MM-DD" ends, controlled. */
  value: DateRange;
  onValueChange: (range: DateRange) => void;
  min?: string;
  max?: string;
  excluded?: string[] | ((iso: string) => boolean);
};

const SEP = ' – ';
const DAY = /\d{4}-\d{1,2}-\d{1,2}|[\d٠-٩۰-۹]{1,2}\D[\d٠-٩۰-۹]{1,2}\D[\d٠-٩۰-۹]{4}/g;

/**
 * A date range in one field: typed as "dd/mm/yyyy – dd/mm/yyyy" or chosen in a two-month calendar
 * (first click the start, second the end; loaded on first open).
 */
export function DateRangeInput({
  value,
  onValueChange,
  min,
  max,
  excluded,
  disabled,
  placeholder,
  ...rest
}: DateRangeInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = value.from ? `${displayDate(value.from)}${SEP}${displayDate(value.to)}`.trimEnd() : '';
  const ok = (d: string) =>
    withinBounds(d, min, max) && !(Array.isArray(excluded) ? excluded.includes(d) : excluded?.(d));
  return (
    <Input
      {...rest}
      disabled={disabled}
      autoComplete="off"
      dir="ltr"
      inputClassName="rtl:text-end"
      placeholder={placeholder ?? `${t('ui.date.placeholder')}${SEP}${t('ui.date.placeholder')}`}
      value={draft ?? shown.replace(/ – $/, '')}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        if (!text.trim()) return onValueChange({});
        const days = (text.match(DAY) ?? []).map(parseTypedDate);
        if (days.length === 2 && days.every((d): d is string => !!d && ok(d)) && days[0] <= days[1])
          onValueChange({ from: days[0], to: days[1] });
      }}
      onBlur={() => setDraft(null)}
      end={
        <PickerPopover
          label={t('ui.date.chooseRange')}
          icon={<CalendarRange aria-hidden="true" className="size-[18px]" />}
          disabled={disabled}
        >
          {(close) => (
            <LazyCalendar
              mode="range"
              selected={value}
              min={min}
              max={max}
              excluded={excluded}
              onSelect={(range) => {
                setDraft(null);
                onValueChange(range);
                if (range.from && range.to) close();
              }}
            />
          )}
        </PickerPopover>
      }
    />
  );
}
