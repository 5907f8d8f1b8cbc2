import { APP_NAME } from '@contract/config';
import { BrandMark } from '@/components/ui/BrandMark';
import { cn } from '@/lib/cn';

/** The portal's mark and, unless `iconOnly`, its name. */
export function Logo({ iconOnly = false, className }: { iconOnly?: boolean; className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <BrandMark className="size-8" />
      <span className={cn('text-lg font-semibold whitespace-nowrap text-text', iconOnly && 'sr-only')}>
        {APP_NAME}
      </span>
    </span>
  );
}
