import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './Button';
import { inkTone } from './tone';

export type ErrorStateProps = {
  /** Defaults to "Something went wrong". */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

export function ErrorState({ title, message, onRetry, retrying = false, className }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center justify-center gap-2 px-4 py-10 text-center', className)}
    >
      <CircleAlert aria-hidden="true" className={cn('size-10', inkTone.error)} strokeWidth={1.5} />
      <p className="font-medium text-text">{title ?? t('ui.errorTitle')}</p>
      {message && <p className="max-w-md text-sm text-text-muted">{message}</p>}
      {onRetry && (
        <Button
          variant="outlined"
          className="mt-2"
          onClick={onRetry}
          loading={retrying}
          startIcon={<RotateCw aria-hidden="true" className="size-4" />}
        >
          {t('ui.retry')}
        </Button>
      )}
    </div>
  );
}
