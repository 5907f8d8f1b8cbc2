import { Listbox as HeadlessListbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlBox, useFieldControl } from './field-context';
import { OptionGroups, popupPanel } from './option-groups';

export type ListboxItem = {
  value: string;
  label: string;
  group?: string;
  disabled?: boolean;
  icon?: ReactNode;
};

type Common = {
  options: ListboxItem[];
  placeholder?: string;
  'aria-label'?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  variant?: 'outlined' | 'filled' | 'standard';
  size?: 'sm' | 'md';
  className?: string;
};

export type ListboxProps = Common &
  (
    | { multiple?: false; value: string; onValueChange: (value: string) => void }
    | { multiple: true; value: string[]; onValueChange: (value: string[]) => void }
  );

const variants = {
  outlined: controlBox,
  filled: 'rounded-t border-b border-text/40 bg-text/6 text-sm text-text aria-invalid:border-error',
  standard: 'border-b border-text/40 bg-transparent text-sm text-text aria-invalid:border-error',
} as const;

/**
 * A select drawn by the kit (Headless UI Listbox) where a native <select> cannot do: chips for
 * several values, group headings, icons. Keyboard: the button opens with Enter, Space or the arrows;
 * type-ahead, Home/End, Escape closes.
 */
export function Listbox(props: ListboxProps) {
  const {
    options,
    placeholder,
    'aria-label': ariaLabel,
    id,
    name,
    disabled,
    invalid,
    required,
    variant = 'outlined',
    size = 'md',
    className,
  } = props;
  const wiring = useFieldControl({ id, required, invalid });
  const byValue = new Map(options.map((o) => [o.value, o]));
  const chosen = props.multiple ? props.value.map((v) => byValue.get(v)).filter(Boolean) : [];
  const single = props.multiple ? undefined : byValue.get(props.value);

  const item = (o: ListboxItem) => (
    <ListboxOption
      key={o.value}
      value={o.value}
      disabled={o.disabled}
      className="group flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-text select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-primary/10 data-selected:text-primary"
    >
      {o.icon}
      <span className="min-w-0 flex-1">{o.label}</span>
      <Check aria-hidden="true" className="invisible size-4 shrink-0 group-data-selected:visible" />
    </ListboxOption>
  );

  const body = (
    <>
      <ListboxButton
        {...wiring}
        aria-label={ariaLabel}
        className={cn(
          variants[variant],
          'flex w-full cursor-pointer items-center gap-2 ps-3 pe-9 text-start focus:border-primary focus:outline-none data-focus:ring-2 data-focus:ring-primary/30',
          size === 'sm' ? 'min-h-8 text-[13px]' : 'min-h-[38px]',
          props.multiple && chosen.length > 0 && 'flex-wrap py-1',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        {props.multiple ? (
          chosen.length ? (
            chosen.map((o) => (
              <span key={o!.value} className="rounded-full bg-text/8 px-2.5 py-0.5 text-[13px]">
                {o!.label}
              </span>
            ))
          ) : (
            <span className="text-text-muted">{placeholder}</span>
          )
        ) : single ? (
          <span className="flex min-w-0 items-center gap-2 truncate">
            {single.icon}
            {single.label}
          </span>
        ) : (
          <span className="text-text-muted">{placeholder}</span>
        )}
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-text-muted"
        />
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: 'bottom start', gap: 4 }}
        modal={false}
        className={cn(popupPanel, 'w-(--button-width)')}
      >
        <OptionGroups options={options} render={item} />
      </ListboxOptions>
    </>
  );

  return (
    <div className={cn('relative', className)}>
      {props.multiple ? (
        <HeadlessListbox
          multiple
          value={props.value}
          onChange={props.onValueChange}
          disabled={disabled}
          name={name}
        >
          {body}
        </HeadlessListbox>
      ) : (
        <HeadlessListbox value={props.value} onChange={props.onValueChange} disabled={disabled} name={name}>
          {body}
        </HeadlessListbox>
      )}
    </div>
  );
}
