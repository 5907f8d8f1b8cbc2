import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './Spinner';
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
import { cva, toneCompounds, toneKeys } from './variants';

export type ButtonVariant = 'contained' | 'outlined' | 'text' | 'tonal';
export type ButtonColor = Tone;
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded font-medium whitespace-nowrap select-none',
    'transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    focusRing,
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-3 text-[13px] gap-1.5',
        md: 'h-[38px] px-4 text-sm gap-2',
        lg: 'h-12 px-6 text-base gap-2',
      },
      variant: { contained: 'shadow-sm', outlined: 'border', tonal: '', text: '' },
      color: toneKeys,
      fullWidth: { true: 'w-full' },
    },
    compoundVariants: [
      ...toneCompounds('contained', (c) => solidTone[c]),
      ...toneCompounds('outlined', (c) => cn(borderTone[c], inkTone[c], hoverTone[c])),
      ...toneCompounds('tonal', (c) => cn(softTone[c], inkTone[c], hoverSoftTone[c])),
      ...toneCompounds('text', (c) => cn(inkTone[c], hoverTone[c])),
    ],
    defaultVariants: { size: 'md', variant: 'contained', color: 'primary' },
  },
);

/** Class names of a button; ButtonLink and other button-looking elements share them. */
export function buttonClasses({ variant, color, size, fullWidth, className }: ButtonStyleProps = {}): string {
  return buttonVariants({ variant, color, size, fullWidth: fullWidth || undefined, className });
}

export type ButtonProps = Omit<ComponentProps<'button'>, 'color'> &
  ButtonStyleProps & {
    /** Shows a spinner, sets aria-busy and blocks clicks while true. */
    loading?: boolean;
    startIcon?: ReactNode;
    endIcon?: ReactNode;
  };

export function Button({
  variant,
  color,
  size,
  fullWidth,
  className,
  loading = false,
  startIcon,
  endIcon,
  disabled,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, color, size, fullWidth, className })}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size={size === 'sm' ? 14 : 16} decorative /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
}
