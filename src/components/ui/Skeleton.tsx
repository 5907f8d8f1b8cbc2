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
