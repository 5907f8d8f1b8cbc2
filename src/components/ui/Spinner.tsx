import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/useT';

export type SpinnerProps = {
  size?: number;
  /** Announced to screen readers; defaults to "Loading…". Ignored when `decorative`. */
  label?: string;
  /** Hide from assistive technology (e.g. inside a button that already has aria-busy). */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 20, label, decorative = false, className }: SpinnerProps) {
  const { t } = useT();
  const svg = (
    <svg
      className={cn('animate-spin', className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
