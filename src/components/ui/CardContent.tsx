import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type CardContentProps = ComponentProps<'div'>;

export function CardContent({ className, ...rest }: CardContentProps) {
  return <div className={cn('px-5 pb-5 last:pb-5 first:pt-5', className)} {...rest} />;
}
