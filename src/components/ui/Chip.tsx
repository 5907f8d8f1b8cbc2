import { X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import {
  borderTone,
  focusRing,
  hoverSoftTone,
  hoverTone,
  inkTone,
  softTone,
  solidTone,
  type Tone,
} from './tone';
import { cva, toneCompounds, type VariantProps } from './variants';

export type ChipColor = Tone | 'default';

const neutral = {
  filled: 'bg-text/12 text-text',
  outlined: 'border border-text/30 text-text',
  soft: 'bg-text/8 text-text',
};

const chipVariants = cva('inline-flex max-w-full items-center font-medium whitespace-nowrap', {
  variants: {
    size: { sm: 'h-6 gap-1 px-2 text-xs', md: 'h-8 gap-1.5 px-3 text-[13px]' },
    variant: { filled: '', outlined: '', soft: '', plain: '' },
    color: { default: '', primary: '', secondary: '', success: '', error: '', warning: '', info: '' },
    shape: { pill: 'rounded-full', rounded: 'rounded' },
    clickable: { true: 'cursor-pointer', false: '' },
    // dashed and muted rather than faded, so its text keeps its contrast
    disabled: { true: 'pointer-events-none border border-dashed border-text/30 text-text-muted', false: '' },
  },
  compoundVariants: [
    { variant: 'filled', color: 'default', class: neutral.filled },
    { variant: 'outlined', color: 'default', class: neutral.outlined },
    { variant: 'soft', color: 'default', class: neutral.soft },
    { variant: 'outlined', color: 'default', clickable: true, class: 'hover:bg-hover' },
    { variant: 'filled', color: 'default', clickable: true, class: 'hover:bg-text/20' },
    ...toneCompounds('filled', (c) => solidTone[c]),
    ...toneCompounds('outlined', (c) => cn('border', borderTone[c], inkTone[c])),
    ...toneCompounds('soft', (c) => cn(softTone[c], inkTone[c])),
  ],
  defaultVariants: { size: 'md', variant: 'filled', color: 'default', shape: 'pill' },
});

const hoverFor = (variant: string, color: ChipColor) =>
  color === 'default' || variant === 'filled'
    ? undefined
    : variant === 'soft'
      ? hoverSoftTone[color]
      : hoverTone[color];

export type ChipProps = Omit<
  VariantProps<typeof chipVariants>,
  'clickable' | 'disabled' | 'color' | 'variant'
> & {
  variant?: 'filled' | 'outlined' | 'soft';
  label: ReactNode;
  color?: ChipColor;
  /** An Avatar or an image at the start. */
  avatar?: ReactNode;
  /** An icon at the start (decorative). */
  icon?: ReactNode;
  /** Makes the chip a button. */
  onClick?: () => void;
  /** Shows a delete button (and Backspace/Delete on a clickable chip delete it too). */
  onDelete?: () => void;
  /** Name used in the delete button's label when the label is not plain text. */
  deleteLabel?: string;
  deleteIcon?: ReactNode;
  disabled?: boolean;
  className?: string;
};

/** A compact element for a choice, a filter or an entity; clickable (a button) and/or deletable. */
export function Chip({
  label,
  color = 'default',
  variant,
  size,
  shape,
  avatar,
  icon,
  onClick,
  onDelete,
  deleteLabel,
  deleteIcon,
  disabled = false,
  className,
}: ChipProps) {
  const { t } = useTranslation();
  const clickable = Boolean(onClick);
  const classes = cn(
    chipVariants({ variant: disabled ? 'plain' : variant, color, size, shape, clickable, disabled }),
    clickable && !disabled && hoverFor(variant ?? 'filled', color),
    (avatar || icon) && 'ps-1',
    onDelete && 'pe-1',
    className,
  );
  const start = (
    <>
      {avatar && <span className="flex shrink-0 [&>*]:size-6">{avatar}</span>}
      {icon && (
        <span aria-hidden="true" className="flex shrink-0 [&>svg]:size-4">
          {icon}
        </span>
      )}
    </>
  );
  const text = <span className="truncate px-0.5">{label}</span>;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (onDelete && (event.key === 'Backspace' || event.key === 'Delete')) {
      event.preventDefault();
      onDelete();
    }
  };
  const name = deleteLabel ?? (typeof label === 'string' ? label : '');
  const remove = onDelete && (
    <button
      type="button"
      onClick={onDelete}
      disabled={disabled}
      aria-label={t('ui.remove', { name })}
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100',
        focusRing,
      )}
    >
      {deleteIcon ?? <X aria-hidden="true" className="size-3.5" />}
    </button>
  );
  if (clickable)
    return (
      <span className={classes}>
        <button
          type="button"
          onClick={onClick}
          onKeyDown={onKeyDown}
          disabled={disabled}
          className={cn(
            '-my-1 flex min-w-0 items-center gap-1.5 self-stretch rounded-full outline-none',
            focusRing,
          )}
        >
          {start}
          {text}
        </button>
        {remove}
      </span>
    );
  return (
    <span className={classes}>
      {start}
      {text}
      {remove}
    </span>
  );
}
