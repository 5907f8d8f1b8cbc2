import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMonthYear, monthNames } from '@/lib/format';
import { PickerPopover } from './date-picker/PickerPopover';
import { IconButton } from './IconButton';
import { Input, type InputProps } from './Input';

export type PeriodKind = 'month' | 'quarter' | 'year';

export type PeriodPickerProps = Omit<
  InputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'end' | 'readOnly' | 'ref' | 'min' | 'max'
> & {
  kind: PeriodKind;
  /** "YYYY-MM" (month), "YYYY-Qn" (quarter) or "YYYY" (year); '' when empty. */
  value: string;
  onValueChange: (value: string) => void;
  /** Bounds in the same form as the value. */
  min?: string;
  max?: string;
};

/** The period a value names, written for people: "November 2026", "Q4 2026", "2026". */
export function formatPeriod(kind: PeriodKind, value: string, lng?: string): string {
  if (!value) return '';
  const [year, part] = value.split('-');
  if (kind === 'month') return formatMonthYear(Number(part), Number(year), lng);
  if (kind === 'quarter') return `${part} ${year}`;
  return year;
}

const COLUMNS = 3;

/**
 * A month, quarter or year chosen from a grid (the masa pajak kind of date): a read-only field
 * with a button opening the grid; arrows move between cells (mirrored in Arabic), Enter chooses,
 * Page Up/Down change the year (or the twelve years).
 */
export function PeriodPicker({ kind, value, onValueChange, min, max, disabled, ...rest }: PeriodPickerProps) {
  const { t, i18n } = useTranslation();
  const label = t(`ui.date.choose_${kind}`);
  return (
    <Input
      {...rest}
      readOnly
      disabled={disabled}
      value={formatPeriod(kind, value, i18n.language)}
      placeholder={rest.placeholder ?? label}
      end={
        <PickerPopover
          label={label}
          icon={<CalendarDays aria-hidden="true" className="size-[18px]" />}
          disabled={disabled}
        >
          {(close) => (
            <PeriodGrid
              kind={kind}
              value={value}
              min={min}
              max={max}
              onChoose={(v) => {
                onValueChange(v);
                close();
              }}
            />
          )}
        </PickerPopover>
      }
    />
  );
}

function PeriodGrid({
  kind,
  value,
  min,
  max,
  onChoose,
}: {
  kind: PeriodKind;
  value: string;
  min?: string;
  max?: string;
  onChoose: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const thisYear = new Date().getFullYear();
  const chosenYear = Number(value.slice(0, 4)) || thisYear;
  // the page shown: a year for months and quarters, twelve years for years
  const [page, setPage] = useState(kind === 'year' ? chosenYear - (chosenYear % 12) : chosenYear);
  const grid = useRef<HTMLDivElement>(null);
  const months = monthNames(i18n.language, 'short');
  const cells =
    kind === 'month'
      ? months.map((name, i) => ({ value: `${page}-${String(i + 1).padStart(2, '0')}`, label: name }))
      : kind === 'quarter'
        ? [1, 2, 3, 4].map((q) => ({ value: `${page}-Q${q}`, label: `Q${q}` }))
        : Array.from({ length: 12 }, (_, i) => ({ value: String(page + i), label: String(page + i) }));
  const allowed = (v: string) => (!min || v >= min) && (!max || v <= max);
  const initial = Math.max(
    0,
    cells.findIndex((c) => c.value === value),
  );
  const [focus, setFocus] = useState(initial);
  const span = kind === 'year' ? 12 : 1;
  const heading = kind === 'year' ? `${page} – ${page + 11}` : String(page);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const cols = kind === 'quarter' ? 2 : COLUMNS;
    const delta: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: cols,
      ArrowUp: -cols,
    };
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      setPage((p) => p + (event.key === 'PageUp' ? -span : span));
      return;
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const at = event.key === 'Home' ? 0 : cells.length - 1;
      setFocus(at);
      grid.current?.querySelectorAll<HTMLButtonElement>('button')[at]?.focus();
      return;
    }
    if (!(event.key in delta)) return;
    event.preventDefault();
    const at = Math.min(cells.length - 1, Math.max(0, focus + delta[event.key]));
    setFocus(at);
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[at]?.focus();
  };

  return (
    <div className="w-64">
      <div className="mb-2 flex items-center justify-between">
        <span className="text-sm font-medium" aria-live="polite">
          {heading}
        </span>
        <div className="flex gap-1">
          <IconButton size="sm" aria-label={t('ui.date.previous')} onClick={() => setPage((p) => p - span)}>
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </IconButton>
          <IconButton size="sm" aria-label={t('ui.date.next')} onClick={() => setPage((p) => p + span)}>
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </IconButton>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the grid's buttons */}
      <div
        ref={grid}
        onKeyDown={move}
        className={cn('grid gap-2', kind === 'quarter' ? 'grid-cols-2' : 'grid-cols-3')}
      >
        {cells.map((cell, i) => {
          const selected = cell.value === value;
          return (
            <button
              key={cell.value}
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the grid takes focus when the popover opens
              autoFocus={i === initial}
              tabIndex={i === focus ? 0 : -1}
              aria-pressed={selected}
              aria-label={formatPeriod(kind, cell.value, i18n.language)}
              disabled={!allowed(cell.value)}
              onFocus={() => setFocus(i)}
              onClick={() => onChoose(cell.value)}
              className={cn(
                'h-10 rounded text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:cursor-not-allowed disabled:text-text-disabled',
                selected ? 'bg-primary font-medium text-white' : 'text-text hover:bg-primary/10',
              )}
            >
              {cell.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
