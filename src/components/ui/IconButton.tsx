import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './Spinner';
import { focusRing, hoverTone, inkTone, type Tone } from './tone';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'color' | 'children'> & {
  /** Required: an icon-only button has no other accessible name. */
  'aria-label': string;
  children: ReactNode;
  /** Omit for the default text colour. */
  color?: Tone;
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
};

const sizeClasses = { sm: 'size-8', md: 'size-[38px]', lg: 'size-12' } as const;

export function IconButton({
  color,
  size = 'md',
  loading = false,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full transition-colors',
        'disabled:pointer-events-none disabled:opacity-50',
        focusRing,
        sizeClasses[size],
        color ? cn(inkTone[color], hoverTone[color]) : 'text-text hover:bg-text/8',
        className,
      )}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size={16} decorative /> : children}
    </button>
  );
}
