import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/useT';
import { focusRing, inkTone, softTone } from './tone';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

export type AlertProps = {
  severity?: AlertSeverity;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons at the inline end. */
  action?: ReactNode;
  onClose?: () => void;
  className?: string;
};

const icons = { error: CircleAlert, warning: TriangleAlert, info: Info, success: CircleCheck } as const;

/** Message box. Errors use role="alert" (announced at once); the rest role="status". */
export function Alert({ severity = 'info', title, children, action, onClose, className }: AlertProps) {
  const { t } = useT();
  const Icon = icons[severity];
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded px-4 py-3 text-sm', softTone[severity], className)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', inkTone[severity])} />
      <div className="min-w-0 flex-1 text-text">
        {title && <p className={cn('font-medium', inkTone[severity])}>{title}</p>}
        {children && <div className={cn(title && 'mt-0.5')}>{children}</div>}
      </div>
      {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={t('ui.close')}
          className={cn('-m-1 rounded p-1 text-text-muted hover:text-text', focusRing)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
