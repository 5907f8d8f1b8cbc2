import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type CardHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or a menu at the inline end. */
  action?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h2' | 'h3' | 'h4';
  className?: string;
};

export function CardHeader({ title, subtitle, action, as: Heading = 'h2', className }: CardHeaderProps) {
  return (
    <div className={cn('flex items-start justify-between gap-4 px-5 pt-5 pb-3', className)}>
      <div className="min-w-0">
        <Heading className="text-lg font-medium text-text">{title}</Heading>
        {subtitle && <p className="mt-0.5 text-sm text-text-muted">{subtitle}</p>}
      </div>
      {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
    </div>
  );
}
