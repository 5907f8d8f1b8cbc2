import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { rovingTarget } from './roving';
import { focusRing, inkTone, softTone, type Tone } from './tone';
import { cva, type VariantProps } from './variants';

export type ToggleOption = {
  value: string;
  label: ReactNode;
  /** Required when the label is an icon only. */
  'aria-label'?: string;
  disabled?: boolean;
};

const toggleGroupVariants = cva('inline-flex rounded border border-divider', {
  variants: {
    orientation: {
      horizontal: 'flex-row divide-x divide-divider rtl:divide-x-reverse',
      vertical: 'flex-col divide-y divide-divider',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

const toggleVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 font-medium text-text-muted transition-colors',
    'hover:bg-hover disabled:pointer-events-none disabled:opacity-50 focus-visible:z-10',
    'first:rounded-s last:rounded-e',
    focusRing,
  ],
  {
    variants: {
      size: {
        sm: 'h-8 min-w-8 px-2 text-[13px]',
        md: 'h-10 min-w-10 px-3 text-sm',
        lg: 'h-12 min-w-12 px-4 text-base',
      },
      orientation: {
        horizontal: '',
        vertical: 'first:rounded-s-none first:rounded-t last:rounded-e-none last:rounded-b',
      },
    },
    defaultVariants: { size: 'md', orientation: 'horizontal' },
  },
);

type Common = VariantProps<typeof toggleVariants> & {
  options: ToggleOption[];
  /** The group's accessible name. */
  label: string;
  color?: Tone;
  className?: string;
};

export type ToggleButtonGroupProps = Common &
  (
    | {
        /** One value at a time: a radio group (arrows move and select). */
        exclusive: true;
        value: string | null;
        onChange: (value: string | null) => void;
        /** Keep a value selected: pressing the selected button again does not clear it. */
        enforceValue?: boolean;
      }
    | {
        /** Any number of values: a toolbar of toggle buttons (aria-pressed; arrows move focus). */
        exclusive?: false;
        value: string[];
        onChange: (value: string[]) => void;
        enforceValue?: never;
      }
  );

/**
 * Toggle buttons. Exclusive: the WAI-ARIA radio group (one tab stop on the checked button, arrows
 * move and check, mirrored right-to-left). Multiple: a toolbar of toggle buttons with aria-pressed,
 * arrows and Home/End move between them, Space/Enter toggle.
 */
export function ToggleButtonGroup(props: ToggleButtonGroupProps) {
  const { options, label, color = 'primary', size, orientation, className } = props;
  const [active, setActive] = useState<string | null>(null);
  const selected = (value: string) => (props.exclusive ? props.value === value : props.value.includes(value));
  const toggle = (value: string) => {
    if (props.exclusive) {
      if (props.value === value) {
        if (!props.enforceValue) props.onChange(null);
      } else props.onChange(value);
    } else props.onChange(selected(value) ? props.value.filter((v) => v !== value) : [...props.value, value]);
  };
  const enabled = (value: string | null | undefined) =>
    value != null && options.some((o) => o.value === value && !o.disabled) ? value : undefined;
  // One tab stop: the checked radio (else the first); in a toolbar the one last focused.
  const tabStop = enabled(props.exclusive ? props.value : active) ?? options.find((o) => !o.disabled)?.value;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = rovingTarget(
      event,
      event.currentTarget,
      'button',
      props.exclusive ? 'both' : orientation === 'vertical' ? 'vertical' : 'horizontal',
    );
    if (!target) return;
    event.preventDefault();
    target.focus();
    // In a radio group moving is choosing.
    if (props.exclusive && target.dataset.value) props.onChange(target.dataset.value);
  };

  const groupAria = {
    role: props.exclusive ? 'radiogroup' : 'toolbar',
    'aria-label': label,
    'aria-orientation': orientation === 'vertical' ? 'vertical' : 'horizontal',
  } as const;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a radiogroup or a toolbar (roles in groupAria); arrows move between its buttons
    <div {...groupAria} onKeyDown={onKeyDown} className={cn(toggleGroupVariants({ orientation }), className)}>
      {options.map((option) => {
        const on = selected(option.value);
        return (
          <button
            key={option.value}
            type="button"
            data-value={option.value}
            {...(props.exclusive ? { role: 'radio', 'aria-checked': on } : { 'aria-pressed': on })}
            aria-label={option['aria-label']}
            disabled={option.disabled}
            tabIndex={option.value === tabStop ? 0 : -1}
            onFocus={() => setActive(option.value)}
            onClick={() => toggle(option.value)}
            className={cn(toggleVariants({ size, orientation }), on && cn(softTone[color], inkTone[color]))}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
