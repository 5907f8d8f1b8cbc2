import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing, solidTone, type Tone } from './tone';
import { cva, type VariantProps } from './variants';

const fabVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium shadow-lg transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    focusRing,
  ],
  {
    variants: {
      size: { sm: 'h-10 min-w-10 text-[13px]', md: 'h-12 min-w-12 text-sm', lg: 'h-14 min-w-14 text-base' },
      /** Round with an icon, or a pill with an icon and a label. */
      extended: { true: 'px-5', false: '' },
    },
    defaultVariants: { size: 'lg', extended: false },
  },
);

export type FabProps = Omit<ComponentProps<'button'>, 'color'> &
  VariantProps<typeof fabVariants> & {
    color?: Tone | 'default';
    children: ReactNode;
  };

/** Floating action button: the screen's main action, round (an icon; give it aria-label) or extended. */
export function Fab({ size, extended, color = 'primary', className, type = 'button', ...rest }: FabProps) {
  return (
    <button
      type={type}
      className={cn(
        fabVariants({ size, extended }),
        color === 'default' ? 'bg-paper text-text hover:bg-hover' : solidTone[color],
        className,
      )}
      {...rest}
    />
  );
}
