import { APP_NAME } from '@contract/config';
import { cn } from '@/lib/cn';

/** The portal's mark (same drawing as public/favicon.svg) and, unless `iconOnly`, its name. */
export function Logo({ iconOnly = false, className }: { iconOnly?: boolean; className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="6" className="fill-primary" />
        <path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff" />
        <path d="M13 12v4h4a2 2 0 0 0 0-4z" className="fill-primary" />
      </svg>
      <span className={cn('text-lg font-semibold whitespace-nowrap text-text', iconOnly && 'sr-only')}>
        {APP_NAME}
      </span>
    </span>
  );
}
