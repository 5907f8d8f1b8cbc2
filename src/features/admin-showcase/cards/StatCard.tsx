import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { inkTone, softTone, type Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

export type StatCardProps = {
  icon: LucideIcon;
  label: string;
  /** undefined while loading. */
  value: ReactNode | undefined;
  detail?: ReactNode;
  color?: Tone;
  /** 'vertical' (icon above) or 'horizontal' (icon beside). */
  layout?: 'vertical' | 'horizontal';
  children?: ReactNode;
};

/** A figure with its icon: the template's CardStatisticsVertical / Horizontal. */
export function StatCard({
  icon: Icon,
  label,
  value,
  detail,
  color = 'primary',
  layout = 'vertical',
  children,
}: StatCardProps) {
  return (
    <Card className={cn('p-5', layout === 'horizontal' && 'flex items-center gap-4')}>
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded',
          softTone[color],
          inkTone[color],
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className={cn('min-w-0', layout === 'vertical' && 'mt-4')}>
        <h2 className="text-sm text-text-muted">{label}</h2>
        <p className="mt-1 text-xl font-semibold text-text tabular-nums">
          {value === undefined ? <Skeleton className="h-7 w-24" /> : value}
        </p>
        {detail && <p className="mt-1 text-xs text-text-muted">{detail}</p>}
      </div>
      {children}
    </Card>
  );
}
