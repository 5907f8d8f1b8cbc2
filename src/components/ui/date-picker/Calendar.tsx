import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ClassNames, DayPicker, type Matcher } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enGB } from 'react-day-picker/locale/en-GB';
import { fr } from 'react-day-picker/locale/fr';
import { id } from 'react-day-picker/locale/id';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dateFromIso, isoFromDate } from './dates';

// The calendar grid of the kit's date inputs: react-day-picker (its keyboard model: arrows, Page
// Up/Down for months, Home/End for the week), in its own chunk loaded when a picker first opens.
// Month names and labels follow the interface language; digits stay Latin as everywhere in the
// portal (lib/format), and weeks start on Monday in every language but Arabic (Saturday).

const LOCALES = { en: enGB, id, fr, ar } as const;

export type CalendarProps = {
  /** Accessible name of the grid's region (the popover already names it). */
  'aria-label'?: string;
  min?: string;
  max?: string;
  /** Days that cannot be chosen ("YYYY-MM-DD"), or a test per day. */
  excluded?: string[] | ((iso: string) => boolean);
} & (
  | { mode: 'single'; selected?: string; onSelect: (iso: string) => void }
  | {
      mode: 'range';
      selected?: { from?: string; to?: string };
      onSelect: (range: { from?: string; to?: string }) => void;
    }
);

const classNames: Partial<ClassNames> = {
  root: 'relative w-max text-sm text-text',
  months: 'flex flex-wrap gap-6',
  month: 'space-y-2',
  month_caption: 'flex h-9 items-center px-1 font-medium',
  caption_label: 'text-sm font-medium',
  dropdowns: 'flex items-center gap-2',
  dropdown_root: 'relative',
  dropdown:
    'h-8 cursor-pointer rounded border border-text/30 bg-paper px-1.5 text-sm text-text focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30',
  nav: 'absolute end-0 top-0 flex h-9 items-center gap-1',
  button_previous:
    'inline-flex size-8 items-center justify-center rounded-full text-text hover:bg-text/8 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40',
  button_next:
    'inline-flex size-8 items-center justify-center rounded-full text-text hover:bg-text/8 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-9 text-center text-xs font-medium text-text-muted',
  week: '',
  day: 'group size-9 p-0 text-center',
  day_button:
    'inline-flex size-9 items-center justify-center rounded-full text-sm text-text hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:cursor-not-allowed',
  today: '[&>button]:font-bold [&>button]:text-primary',
  selected:
    '[&>button]:bg-primary [&>button]:!text-white [&>button]:hover:bg-primary [&>button]:shadow-[0_2px_4px_rgb(0_0_0/0.2)]',
  range_middle: 'bg-primary/12 [&>button]:!bg-transparent [&>button]:!text-text [&>button]:!shadow-none',
  range_start: 'rounded-s-full bg-primary/12',
  range_end: 'rounded-e-full bg-primary/12',
  outside: '[&>button]:text-text-muted',
  disabled: '[&>button]:text-text-disabled [&>button]:line-through [&>button]:hover:bg-transparent',
  hidden: 'invisible',
  footer: 'pt-2',
};

function Chevron({ orientation, className }: { orientation?: string; className?: string }) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={cn('size-4 rtl:-scale-x-100', className)} />;
}

export default function Calendar(props: CalendarProps) {
  const { i18n } = useTranslation();
  const lng = (i18n.language ?? 'en').slice(0, 2) as keyof typeof LOCALES;
  const locale = LOCALES[lng] ?? enGB;
  const dir = i18n.dir(i18n.language);
  const { min, max, excluded } = props;
  const disabled: Matcher[] = [];
  const minDate = dateFromIso(min);
  const maxDate = dateFromIso(max);
  if (minDate) disabled.push({ before: minDate });
  if (maxDate) disabled.push({ after: maxDate });
  if (Array.isArray(excluded)) disabled.push(...excluded.flatMap((d) => dateFromIso(d) ?? []));
  else if (excluded) disabled.push((date: Date) => excluded(isoFromDate(date)));
  const today = new Date();
  const startMonth = minDate ?? new Date(today.getFullYear() - 100, 0, 1);
  const endMonth = maxDate ?? new Date(today.getFullYear() + 10, 11, 31);
  const shared = {
    locale,
    dir,
    lang: i18n.language,
    numerals: 'latn' as const,
    weekStartsOn: lng === 'ar' ? (6 as const) : (1 as const),
    captionLayout: 'dropdown' as const,
    startMonth,
    endMonth,
    disabled,
    autoFocus: true,
    classNames,
    components: { Chevron },
    'aria-label': props['aria-label'],
  };
  if (props.mode === 'range') {
    const from = dateFromIso(props.selected?.from);
    const to = dateFromIso(props.selected?.to);
    return (
      <DayPicker
        {...shared}
        mode="range"
        min={1}
        resetOnSelect
        numberOfMonths={2}
        defaultMonth={from}
        selected={from ? { from, to } : undefined}
        onSelect={(range) =>
          props.onSelect({
            from: range?.from ? isoFromDate(range.from) : undefined,
            to: range?.to ? isoFromDate(range.to) : undefined,
          })
        }
      />
    );
  }
  const selected = dateFromIso(props.selected);
  return (
    <DayPicker
      {...shared}
      mode="single"
      defaultMonth={selected ?? (maxDate && maxDate < today ? maxDate : undefined)}
      selected={selected}
      onSelect={(date) => date && props.onSelect(isoFromDate(date))}
    />
  );
}
