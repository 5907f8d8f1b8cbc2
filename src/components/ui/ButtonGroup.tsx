import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { cva, type VariantProps } from './variants';

// Buttons joined into one control: the group squares the inner corners and overlaps the borders of
// the buttons (kit Buttons of one variant, size and colour) it holds.
const buttonGroupVariants = cva('inline-flex isolate [&>*]:focus-visible:z-10', {
  variants: {
    orientation: {
      horizontal:
        'flex-row [&>*:not(:first-child)]:rounded-s-none [&>*:not(:last-child)]:rounded-e-none [&>*:not(:first-child)]:-ms-px',
      vertical:
        'flex-col [&>*:not(:first-child)]:rounded-t-none [&>*:not(:last-child)]:rounded-b-none [&>*:not(:first-child)]:-mt-px',
    },
    /** Contained buttons get a thin divider between them instead of overlapping borders. */
    divided: {
      true: '',
      false: '',
    },
  },
  compoundVariants: [
    {
      orientation: 'horizontal',
      divided: true,
      class:
        '[&>*:not(:first-child)]:ms-0 [&>*:not(:last-child)]:border-e [&>*:not(:last-child)]:border-e-white/40',
    },
    {
      orientation: 'vertical',
      divided: true,
      class:
        '[&>*:not(:first-child)]:mt-0 [&>*:not(:last-child)]:border-b [&>*:not(:last-child)]:border-b-white/40',
    },
  ],
  defaultVariants: { orientation: 'horizontal', divided: false },
});

export type ButtonGroupProps = VariantProps<typeof buttonGroupVariants> & {
  /** The group's accessible name. */
  label: string;
  children: ReactNode;
  className?: string;
};

/** Related buttons side by side (role="group" with a name); the buttons keep their own tab stops. */
export function ButtonGroup({ label, orientation, divided, children, className }: ButtonGroupProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a set of form fields
    <div
      role="group"
      aria-label={label}
      className={cn(buttonGroupVariants({ orientation, divided }), className)}
    >
      {children}
    </div>
  );
}
