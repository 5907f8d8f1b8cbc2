import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inkTone, softTone, solidTone, type Tone } from './tone';
import { cva, toneCompounds, toneKeys } from './variants';

export type BadgeProps = ComponentProps<'span'> & {
  color?: Tone;
  /** soft (tinted, default) or solid. */
  variant?: 'soft' | 'solid';
  size?: 'sm' | 'md';
};

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full font-medium whitespace-nowrap', {
  variants: {
    size: { sm: 'h-5 px-2 text-[11px]', md: 'h-6 px-2.5 text-xs' },
    variant: { soft: '', solid: '' },
    color: toneKeys,
  },
  compoundVariants: [
    ...toneCompounds('solid', (c) => solidTone[c]),
    ...toneCompounds('soft', (c) => cn(softTone[c], inkTone[c])),
  ],
  defaultVariants: { size: 'md', variant: 'soft', color: 'primary' },
});

/** Small status label. Which status maps to which colour is up to each feature. */
export function Badge({ color = 'primary', variant = 'soft', size = 'md', className, ...rest }: BadgeProps) {
  return <span className={badgeVariants({ color, variant, size, className })} {...rest} />;
}
