import { cn } from '@/lib/cn';

export type SkeletonProps = {
  className?: string;
  /** Round shape (avatars). */
  circle?: boolean;
};

/** Grey placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ className, circle = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse bg-text/10', circle ? 'rounded-full' : 'h-4 rounded', className)}
    />
  );
}

/** A list's rows while it loads: `rows` full-width bars in a busy region. */
export function SkeletonRows({ rows = 4, className }: { rows?: number; className?: string }) {
  return (
    <div className={cn('space-y-3', className)} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
