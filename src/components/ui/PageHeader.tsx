import { type ReactNode, useLayoutEffect } from 'react';
import { cn } from '@/lib/cn';

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the inline end; they wrap below the title on phones. */
  actions?: ReactNode;
  /** Above the title, e.g. a back link or breadcrumbs. */
  before?: ReactNode;
  className?: string;
};

/** The page's h1 with optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, before, className }: PageHeaderProps) {
  // The page pre-rendered into a signed-in visit (server/app-shell.ts) gives way to this one.
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
  return (
    <header className={cn('mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-3', className)}>
      <div className="min-w-0">
        {before && <div className="mb-1">{before}</div>}
        <h1 className="text-2xl font-semibold text-text">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-text-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
