import {
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Combobox as HeadlessCombobox,
} from '@headlessui/react';
import { Check, ChevronDown, Plus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { controlBox, useFieldControl } from './field-context';
import { comboBox, OptionGroups, popupPanel } from './option-groups';
import { Spinner } from './Spinner';

export type AutocompleteOption = {
  value: string;
  label: string;
  /** Options with the same group are listed under its heading (give them in group order). */
  group?: string;
  disabled?: boolean;
  /** A second line (e.g. a code's rate). */
  description?: string;
};

type Common = {
  options: AutocompleteOption[];
  /** Async mode: called as the text changes; the caller fetches and passes new `options` (no local filter). */
  onQueryChange?: (query: string) => void;
  loading?: boolean;
  /** Typed text is a value of its own (offered as the first option). */
  freeSolo?: boolean;
  /** Offers "Add “text”" for typed text matching no option. */
  creatable?: boolean;
  placeholder?: string;
  emptyText?: ReactNode;
  renderOption?: (option: AutocompleteOption) => ReactNode;
  'aria-label'?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

export type AutocompleteProps = Common &
  (
    | {
        multiple?: false;
        value: AutocompleteOption | null;
        onValueChange: (value: AutocompleteOption | null) => void;
      }
    | {
        multiple: true;
        value: AutocompleteOption[];
        onValueChange: (value: AutocompleteOption[]) => void;
        /** Chips shown while the field is not focused; the rest count as "+N". */
        limitTags?: number;
      }
  );

const same = (a: AutocompleteOption | null, b: AutocompleteOption | null) => a?.value === b?.value;

/**
 * A text field with suggestions (Headless UI Combobox): one value or several as chips, grouped and
 * disabled options, free text, "add new", a tag limit, and server-side suggestions through
 * `onQueryChange`. Backspace in the empty field removes the last chip.
 */
export function Autocomplete(props: AutocompleteProps) {
  const {
    options,
    onQueryChange,
    loading = false,
    freeSolo,
    creatable,
    placeholder,
    emptyText,
    renderOption,
    'aria-label': ariaLabel,
    id,
    name,
    disabled,
    invalid,
    required,
    size = 'md',
    className,
  } = props;
  const { t } = useTranslation();
  const wiring = useFieldControl({ id, required, invalid });
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const q = query.trim();
  const shown =
    onQueryChange || !q ? options : options.filter((o) => o.label.toLowerCase().includes(q.toLowerCase()));
  const exact = options.some((o) => o.label.toLowerCase() === q.toLowerCase());
  const typed: AutocompleteOption | null =
    q && (freeSolo || creatable) && !exact ? { value: q, label: q } : null;
  const chosen = props.multiple ? props.value : [];
  const limit = props.multiple ? props.limitTags : undefined;
  const visibleChips = limit !== undefined && !focused ? chosen.slice(0, limit) : chosen;
  const hidden = chosen.length - visibleChips.length;

  const removeChip = (option: AutocompleteOption) => {
    if (props.multiple) props.onValueChange(props.value.filter((v) => v.value !== option.value));
  };

  const optionClass =
    'group flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-text select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-primary/10';
  const renderItem = (o: AutocompleteOption) => (
    <ComboboxOption key={o.value} value={o} disabled={o.disabled} className={optionClass}>
      {({ selected }) => (
        <>
          <span className="min-w-0 flex-1">
            {renderOption ? (
              renderOption(o)
            ) : (
              <>
                <span className="block">{o.label}</span>
                {o.description && <span className="block text-xs text-text-muted">{o.description}</span>}
              </>
            )}
          </span>
          <Check
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-primary', !selected && 'invisible')}
          />
        </>
      )}
    </ComboboxOption>
  );

  const field = (
    // biome-ignore lint/a11y/noStaticElementInteractions: tracks focus within (the tag limit shows every chip while focused)
    <div
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setFocused(false)}
      className={cn(
        controlBox,
        comboBox,
        'flex-wrap gap-1 py-1 ps-2',
        size === 'sm' ? 'min-h-8' : 'min-h-[38px]',
        disabled && 'opacity-60',
        className,
      )}
    >
      {visibleChips.map((chip) => (
        <span
          key={chip.value}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-text/8 py-0.5 ps-2.5 pe-1 text-[13px] text-text"
        >
          <span className="truncate">{chip.label}</span>
          {!disabled && (
            <button
              type="button"
              aria-label={t('ui.remove', { name: chip.label })}
              onClick={() => removeChip(chip)}
              className="inline-flex size-5 items-center justify-center rounded-full text-text-muted hover:bg-text/10 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          )}
        </span>
      ))}
      {hidden > 0 && (
        <span className="px-1 text-[13px] text-text-muted">
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{t('ui.autocomplete.more', { count: hidden })}</span>
        </span>
      )}
      <ComboboxInput
        {...wiring}
        aria-label={ariaLabel}
        placeholder={chosen.length ? undefined : placeholder}
        autoComplete="off"
        className="h-7 min-w-16 flex-1 bg-transparent ps-1 text-text outline-none placeholder:text-text-disabled"
        displayValue={(item: AutocompleteOption | null) => (props.multiple ? '' : (item?.label ?? ''))}
        onChange={(e) => {
          setQuery(e.target.value);
          onQueryChange?.(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Backspace' && props.multiple && !query && props.value.length) {
            removeChip(props.value[props.value.length - 1]);
          }
        }}
      />
      {loading && <Spinner size={16} decorative className="text-text-muted" />}
      {!props.multiple && props.value && !disabled && (
        <button
          type="button"
          aria-label={t('ui.autocomplete.clear')}
          onClick={() => props.onValueChange(null)}
          className="inline-flex size-6 items-center justify-center rounded-full text-text-muted hover:bg-text/10 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
      <ComboboxButton aria-label={t('ui.showOptions')} className="flex h-7 items-center px-2 text-text-muted">
        <ChevronDown aria-hidden="true" className="size-4" />
      </ComboboxButton>
    </div>
  );

  const list = (
    <ComboboxOptions
      anchor={{ to: 'bottom start', gap: 4 }}
      modal={false}
      className={cn(popupPanel, 'w-72 max-w-[calc(100vw-2rem)] empty:invisible')}
    >
      {typed && (
        <ComboboxOption value={typed} className={optionClass}>
          {creatable ? <Plus aria-hidden="true" className="size-4 text-primary" /> : null}
          <span className="min-w-0 flex-1">{creatable ? t('ui.autocomplete.add', { value: q }) : q}</span>
        </ComboboxOption>
      )}
      {loading && shown.length === 0 ? (
        <div role="status" className="px-3 py-2 text-sm text-text-muted">
          {t('ui.searching')}
        </div>
      ) : shown.length === 0 && !typed ? (
        <div className="px-3 py-2 text-sm text-text-muted">{emptyText ?? t('ui.noResults')}</div>
      ) : (
        <OptionGroups options={shown} render={renderItem} />
      )}
    </ComboboxOptions>
  );

  const common = {
    disabled,
    name,
    immediate: true,
    onClose: () => {
      setQuery('');
      onQueryChange?.('');
    },
  };
  if (props.multiple) {
    return (
      <HeadlessCombobox
        {...common}
        multiple
        value={props.value}
        by="value"
        onChange={(next: AutocompleteOption[]) => {
          props.onValueChange(next);
          setQuery('');
        }}
      >
        {field}
        {list}
      </HeadlessCombobox>
    );
  }
  return (
    <HeadlessCombobox
      {...common}
      value={props.value}
      by={same}
      onChange={(next: AutocompleteOption | null) => props.onValueChange(next)}
    >
      {field}
      {list}
    </HeadlessCombobox>
  );
}
