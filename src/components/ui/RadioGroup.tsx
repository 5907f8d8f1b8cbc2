import { Description, Field, RadioGroup as HeadlessRadioGroup, Label, Radio } from '@headlessui/react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useRef,
} from 'react';
import { cn } from '@/lib/cn';
import { inkTone } from './tone';

export type RadioOption = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Shown above the label in the 'cards' variant. */
  icon?: ReactNode;
};

/** What a form library may focus (react-hook-form's `field.ref` focuses the first invalid field). */
export type RadioGroupHandle = { focus: () => void };

export type RadioGroupProps = {
  /** Group label (names the radiogroup). */
  label: ReactNode;
  /** Renders a hidden input with the chosen value for a native form submission. */
  name?: string;
  options: RadioOption[];
  /** Controlled value; omit for uncontrolled use with `defaultValue`. */
  value?: string;
  defaultValue?: string;
  /** Called with the chosen value (react-hook-form: `field.onChange` of a Controller). */
  onValueChange?: (value: string) => void;
  /** Called when focus leaves the group, not when it moves between its radios. */
  onBlur?: () => void;
  ref?: Ref<RadioGroupHandle>;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** 'cards': each option a bordered card (icon, label, description), the chosen one outlined. */
  variant?: 'default' | 'cards';
  className?: string;
};

const RADIO = '[role="radio"]:not([aria-disabled="true"])';

// Headless UI moves "previous" on ArrowLeft in every direction; native radios (and the pattern's
// visual order) go the other way in a right-to-left page, so the horizontal arrows are mirrored
// there before Headless UI sees them. Home/End do nothing, as on native radios.
function mirrorArrowsInRtl(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  if (event.currentTarget.closest('[dir]')?.getAttribute('dir') !== 'rtl') return;
  const radios = [...event.currentTarget.querySelectorAll<HTMLElement>(RADIO)];
  const at = radios.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  event.stopPropagation();
  const step = event.key === 'ArrowLeft' ? 1 : -1;
  radios[(at + step + radios.length) % radios.length].click();
}

type ControllerField = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<RadioGroupHandle>;
};

/** A react-hook-form Controller's field as props: `render={({ field }) => <RadioGroup {...radioField(field)} />}`. */
export function radioField(field: ControllerField) {
  return {
    name: field.name,
    value: field.value,
    onValueChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
  };
}

// Headless UI's RadioGroup (role="radiogroup", roving focus, arrows move and select, a hidden input
// when named), as issue 11 asks for a pattern Headless UI provides: no budgeted route loads a radio
// group first (`npm run bench -- bundle`: budgeted routes unchanged; E-Bupot's unbudgeted new-slip
// form 250.4 -> 253.1 KB gzip). Not register()-able: react-hook-form users wire it with a Controller.
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  ref,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  variant = 'default',
  className,
}: RadioGroupProps) {
  const cards = variant === 'cards';
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => groupRef.current?.querySelector<HTMLElement>(`${RADIO}[tabindex="0"]`)?.focus(),
  }));
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };
  return (
    <HeadlessRadioGroup
      ref={groupRef}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onChange={onValueChange}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      onKeyDown={mirrorArrowsInRtl}
      onBlur={leave}
      className={cn('flex flex-col gap-1', className)}
    >
      <Label className="text-sm font-medium text-text">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-error">
            *
          </span>
        )}
      </Label>
      <div
        className={cn(
          cards ? 'grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]' : 'flex gap-x-6 gap-y-2',
          !cards && (orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap'),
        )}
      >
        {options.map((o) => (
          <Field
            key={o.value}
            disabled={o.disabled}
            className={cn(
              'flex items-start gap-2',
              cards &&
                'relative flex-col-reverse items-center rounded-md border border-text/25 p-4 text-center has-data-checked:border-2 has-data-checked:border-primary has-data-checked:p-[15px]',
            )}
          >
            <Radio
              value={o.value}
              className={cn(
                'mt-0.5 size-[18px] shrink-0 cursor-pointer rounded-full border-2 border-text/50',
                'data-checked:border-[5px] data-checked:border-primary',
                'data-disabled:cursor-not-allowed data-disabled:opacity-50',
                'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary',
              )}
            />
            <span className={cn('flex flex-col', cards && 'items-center gap-1')}>
              {cards && o.icon && (
                <span aria-hidden="true" className="mb-1 text-text">
                  {o.icon}
                </span>
              )}
              <Label
                className={cn(
                  'cursor-pointer text-sm text-text data-disabled:cursor-not-allowed',
                  cards && 'font-medium before:absolute before:inset-0',
                )}
              >
                {o.label}
              </Label>
              {o.description && (
                <Description as="span" className="text-xs text-text-muted">
                  {o.description}
                </Description>
              )}
            </span>
          </Field>
        ))}
      </div>
      {hint && <Description className="text-xs text-text-muted">{hint}</Description>}
      {error && <Description className={cn('text-xs font-medium', inkTone.error)}>{error}</Description>}
    </HeadlessRadioGroup>
  );
}
