import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type CardProps = ComponentProps<'div'>;

/** Paper surface with the theme radius and a soft shadow (a border in dark mode). */
export function Card({ className, ...rest }: CardProps) {
  return (
    <div
      className={cn(
        'rounded bg-paper text-text shadow-[0_2px_10px_0_rgb(76_78_100/0.22)] dark:shadow-[0_2px_10px_0_rgb(20_21_33/0.3)]',
        className,
      )}
      {...rest}
    />
  );
}
