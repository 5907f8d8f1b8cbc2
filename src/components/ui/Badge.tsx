import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inkTone, softTone, solidTone, type Tone } from './tone';

export type BadgeProps = ComponentProps<'span'> & {
  color?: Tone;
  /** soft (tinted, default) or solid. */
  variant?: 'soft' | 'solid';
  size?: 'sm' | 'md';
};

/** Small status label. Which status maps to which colour is up to each feature. */
export function Badge({ color = 'primary', variant = 'soft', size = 'md', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-medium whitespace-nowrap',
        size === 'sm' ? 'h-5 px-2 text-[11px]' : 'h-6 px-2.5 text-xs',
        variant === 'solid' ? solidTone[color] : cn(softTone[color], inkTone[color]),
        className,
      )}
      {...rest}
    />
  );
}
