import {
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Combobox as HeadlessCombobox,
} from '@headlessui/react';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toAsciiDigits } from '@/lib/format';
import { controlBox, useFieldControl } from './field-context';
import { comboBox, popupPanel } from './option-groups';

export type TimeInputProps = {
  /** "HH:mm" (24-hour) or ''. */
  value: string;
  onValueChange: (time: string) => void;
  /** Minutes between the offered times (default 30). Any minute may be typed. */
  step?: number;
  /** Earliest and latest time offered or accepted ("HH:mm"). */
  min?: string;
  max?: string;
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  className?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "9.5", "0930", "9:30", "21:05" → "HH:mm"; null when it is no time of day. */
export function parseTypedTime(text: string): string | null {
  const t = toAsciiDigits(text).trim();
  const m = /^(\d{1,2})(?:[:.\s]?(\d{2}))?$/.exec(t);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  return h < 24 && min < 60 ? `${pad(h)}:${pad(min)}` : null;
}

/**
 * A time of day on the 24-hour clock (as the portal writes times): typed ("14:30", "1430") or
 * chosen from a list of times every `step` minutes (Headless UI Combobox: arrows, Enter, Escape).
 */
export function TimeInput({
  value,
  onValueChange,
  step = 30,
  min = '00:00',
  max = '23:59',
  'aria-label': ariaLabel,
  id,
  disabled,
  invalid,
  required,
  className,
}: TimeInputProps) {
  const { t } = useTranslation();
  const wiring = useFieldControl({ id, required, invalid });
  const [query, setQuery] = useState('');
  const slots: string[] = [];
  for (let m = 0; m < 24 * 60; m += step) {
    const slot = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
    if (slot >= min && slot <= max) slots.push(slot);
  }
  const typed = parseTypedTime(query);
  const shown = query ? slots.filter((s) => s.startsWith(query.replace('.', ':'))) : slots;
  const extra = typed && typed >= min && typed <= max && !slots.includes(typed) ? [typed] : [];
  return (
    <HeadlessCombobox
      value={value || null}
      onChange={(v: string | null) => onValueChange(v ?? '')}
      onClose={() => setQuery('')}
      disabled={disabled}
      immediate
    >
      <div className={cn(controlBox, comboBox, 'h-[38px]', className)}>
        <ComboboxInput
          {...wiring}
          aria-label={ariaLabel}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('ui.date.timePlaceholder')}
          className="h-full min-w-0 flex-1 bg-transparent ps-3 text-text outline-none placeholder:text-text-disabled rtl:text-end"
          displayValue={(v: string | null) => v ?? ''}
          onChange={(e) => setQuery(e.target.value)}
        />
        <ComboboxButton
          aria-label={t('ui.date.chooseTime')}
          className="flex h-full items-center px-2.5 text-text-muted"
        >
          <Clock aria-hidden="true" className="size-[18px]" />
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor={{ to: 'bottom start', gap: 4 }}
        modal={false}
        className={cn(popupPanel, 'w-(--input-width) min-w-32 empty:invisible')}
      >
        {[...extra, ...shown].map((slot) => (
          <ComboboxOption
            key={slot}
            value={slot}
            dir="ltr"
            className="cursor-pointer rounded px-3 py-1.5 text-sm text-text tabular-nums select-none data-focus:bg-primary/10 data-selected:font-semibold data-selected:text-primary rtl:text-end"
          >
            {slot}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </HeadlessCombobox>
  );
}
