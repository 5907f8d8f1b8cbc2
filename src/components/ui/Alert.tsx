import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/useT';
import { borderTone, focusRing, inkTone, softTone, solidTone } from './tone';
import { cva } from './variants';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

export type AlertVariant = 'standard' | 'outlined' | 'filled';

const severities = ['error', 'warning', 'info', 'success'] as const;
const compounds = (variant: AlertVariant, classes: (s: AlertSeverity) => string) =>
  severities.map((severity) => ({ variant, severity, class: classes(severity) }));

const alertVariants = cva('flex items-start gap-3 rounded px-4 py-3 text-sm', {
  variants: {
    variant: { standard: '', outlined: 'border', filled: '' },
    severity: { error: '', warning: '', info: '', success: '' },
  },
  compoundVariants: [
    ...compounds('standard', (s) => softTone[s]),
    ...compounds('outlined', (s) => borderTone[s]),
    ...compounds('filled', (s) => solidTone[s].replace(/hover:\S+/, '')),
  ],
});

export type AlertProps = {
  severity?: AlertSeverity;
  /** standard (tinted, default), outlined or filled (solid colour, white text). */
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons at the inline end. */
  action?: ReactNode;
  onClose?: () => void;
  className?: string;
};

const icons = { error: CircleAlert, warning: TriangleAlert, info: Info, success: CircleCheck } as const;

/** Message box. Errors use role="alert" (announced at once); the rest role="status". */
export function Alert({
  severity = 'info',
  variant = 'standard',
  title,
  children,
  action,
  onClose,
  className,
}: AlertProps) {
  const { t } = useT();
  const Icon = icons[severity];
  const filled = variant === 'filled';
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant, severity }), className)}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', filled ? 'text-white' : inkTone[severity])}
      />
      <div className={cn('min-w-0 flex-1', filled ? 'text-white' : 'text-text')}>
        {title && <p className={cn('font-medium', filled ? 'text-white' : inkTone[severity])}>{title}</p>}
        {children && <div className={cn(title && 'mt-0.5')}>{children}</div>}
      </div>
      {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={t('ui.close')}
          className={cn(
            '-m-1 rounded p-1',
            filled ? 'text-white/80 hover:text-white' : 'text-text-muted hover:text-text',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
