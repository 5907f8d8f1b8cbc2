import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type EmptyStateProps = {
  /** Defaults to "No data". */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link, e.g. "Create the first invoice". */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 px-4 py-10 text-center', className)}>
      <span aria-hidden="true" className="text-text-disabled">
        {icon ?? <Inbox className="size-10" strokeWidth={1.5} />}
      </span>
      <p className="font-medium text-text">{title ?? t('ui.noData')}</p>
      {description && <p className="max-w-md text-sm text-text-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
