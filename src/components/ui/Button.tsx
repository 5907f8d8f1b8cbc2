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

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-[13px] gap-1.5',
  md: 'h-[38px] px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

function variantClasses(variant: ButtonVariant, color: ButtonColor): string {
  switch (variant) {
    case 'contained':
      return cn(solidTone[color], 'shadow-sm');
    case 'outlined':
      return cn('border', borderTone[color], inkTone[color], hoverTone[color]);
    case 'tonal':
      return cn(softTone[color], inkTone[color], hoverSoftTone[color]);
    default:
      return cn(inkTone[color], hoverTone[color]);
  }
}

/** Class names of a button; ButtonLink and other button-looking elements share them. */
export function buttonClasses({
  variant = 'contained',
  color = 'primary',
  size = 'md',
  fullWidth,
  className,
}: ButtonStyleProps = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded font-medium whitespace-nowrap select-none',
    'transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    focusRing,
    sizeClasses[size],
    variantClasses(variant, color),
    fullWidth && 'w-full',
    className,
  );
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
