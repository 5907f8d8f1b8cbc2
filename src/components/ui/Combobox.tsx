import {
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Combobox as HeadlessCombobox,
} from '@headlessui/react';
import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { controlBox, useFieldControl } from './field-context';
import { Spinner } from './Spinner';

export type ComboboxProps<T> = {
  items: T[];
  value: T | null;
  onChange: (item: T | null) => void;
  /** Text shown in the input for the chosen item, and used for local filtering. */
  getLabel: (item: T) => string;
  getKey: (item: T) => string | number;
  /** Async mode: called on every keystroke; the caller fetches and passes new `items`.
   *  Without it, items are filtered locally by label (case-insensitive "contains"). */
  onQueryChange?: (query: string) => void;
  /** Custom option content (default: the label). */
  renderItem?: (item: T, state: { selected: boolean; focus: boolean }) => ReactNode;
  loading?: boolean;
  placeholder?: string;
  /** Shown when there are no items; default "No results". */
  emptyText?: ReactNode;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  className?: string;
};

/** Searchable select (Headless UI). Inside a FormField the input gets the label and error wiring. */
export function Combobox<T>({
  items,
  value,
  onChange,
  getLabel,
  getKey,
  onQueryChange,
  renderItem,
  loading = false,
  placeholder,
  emptyText,
  'aria-label': ariaLabel,
  id,
  name,
  disabled,
  invalid,
  required,
  className,
}: ComboboxProps<T>) {
  const { t } = useTranslation();
  const wiring = useFieldControl({ id, required, invalid });
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown =
    onQueryChange || !q ? items : items.filter((item) => getLabel(item).toLowerCase().includes(q));

  return (
    <HeadlessCombobox
      value={value}
      onChange={onChange}
      by={(a, b) => (a == null || b == null ? a === b : getKey(a) === getKey(b))}
      onClose={() => setQuery('')}
      disabled={disabled}
      name={name}
      immediate
    >
      <div
        className={cn(
          controlBox,
          'relative flex h-[38px] items-center focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30',
          className,
        )}
      >
        <ComboboxInput
          {...wiring}
          aria-label={ariaLabel}
          placeholder={placeholder}
          autoComplete="off"
          className="h-full min-w-0 flex-1 bg-transparent ps-3 text-text outline-none placeholder:text-text-disabled"
          displayValue={(item: T | null) => (item ? getLabel(item) : '')}
          onChange={(e) => {
            setQuery(e.target.value);
            onQueryChange?.(e.target.value);
          }}
        />
        {loading && <Spinner size={16} decorative className="text-text-muted" />}
        <ComboboxButton
          aria-label={t('ui.showOptions')}
          className="flex h-full items-center px-2 text-text-muted"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor={{ to: 'bottom start', gap: 4 }}
        modal={false}
        className="z-modal max-h-72 w-[calc(var(--input-width)+var(--button-width))] overflow-y-auto rounded bg-paper p-1.5 shadow-[0_4px_18px_0_rgb(76_78_100/0.25)] empty:invisible [--anchor-max-height:18rem]"
      >
        {loading && shown.length === 0 ? (
          <div role="status" className="px-3 py-2 text-sm text-text-muted">
            {t('ui.searching')}
          </div>
        ) : shown.length === 0 ? (
          <div className="px-3 py-2 text-sm text-text-muted">{emptyText ?? t('ui.noResults')}</div>
        ) : (
          shown.map((item) => (
            <ComboboxOption
              key={getKey(item)}
              value={item}
              className="group flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-text select-none data-focus:bg-primary/10"
            >
              {({ selected, focus }) => (
                <>
                  <span className="min-w-0 flex-1">
                    {renderItem ? renderItem(item, { selected, focus }) : getLabel(item)}
                  </span>
                  <Check
                    aria-hidden="true"
                    className={cn('size-4 shrink-0 text-primary', !selected && 'invisible')}
                  />
                </>
              )}
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </HeadlessCombobox>
  );
}
