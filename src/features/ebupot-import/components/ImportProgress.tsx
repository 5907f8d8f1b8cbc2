import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * The import's progress: the upload in percent, then the server's work (checking the rows,
 * creating the drafts) as an indeterminate bar, each with its step named.
 */
export function ImportProgress({
  phase,
  percent,
  className,
}: {
  phase: 'uploading' | 'checking' | 'creating';
  /** null while the server works (no percentage to show) */
  percent: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = t(`ebupotImport.progress.${phase}`);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-text">{label}</span>
        {percent !== null && <span className="tabular-nums text-text-muted">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? label : undefined}
        className="relative h-2 overflow-hidden rounded-full bg-primary/15"
      >
        {percent === null ? (
          <div className="h-full w-full rounded-full bg-primary/70 motion-safe:animate-pulse" />
        ) : (
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
    </div>
  );
}
