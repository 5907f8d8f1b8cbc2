import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';

type Accent = 'primary' | 'warning' | 'success' | 'info';

const accents: Record<Accent, string> = {
  primary:
    'bg-primary/12 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]',
  warning:
    'bg-warning/12 text-[color-mix(in_srgb,var(--c-warning)_48%,black)] dark:text-[color-mix(in_srgb,var(--c-warning)_85%,white)]',
  success:
    'bg-success/12 text-[color-mix(in_srgb,var(--c-success)_50%,black)] dark:text-[color-mix(in_srgb,var(--c-success)_85%,white)]',
  info: 'bg-info/12 text-[color-mix(in_srgb,var(--c-info)_52%,black)] dark:text-[color-mix(in_srgb,var(--c-info)_80%,white)]',
};

const layout = 'flex flex-col gap-3 @[16rem]:flex-row @[16rem]:items-start @[16rem]:gap-4';

/**
 * A StatCard while its figures load: the same layout and line heights (label, amount, detail), so
 * the cards below do not move when the figures arrive.
 */
export function StatCardSkeleton() {
  return (
    <Card className="@container p-5">
      <div className={layout}>
        {/* the icon's square (Skeleton's own height would win over size-11) */}
        <span aria-hidden="true" className="block size-11 shrink-0 animate-pulse rounded bg-text/10" />
        <div className="min-w-0 grow">
          <div className="flex h-5 items-center">
            <Skeleton className="h-3.5 w-24" />
          </div>
          <div className="mt-1 flex h-7 items-center">
            <Skeleton className="h-5 w-32" />
          </div>
          <div className="mt-0.5 flex h-4 items-center">
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      </div>
    </Card>
  );
}

export function StatCard({
  label,
  value,
  detail,
  icon,
  accent,
  testId,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  icon: ReactNode;
  accent: Accent;
  testId: string;
}) {
  return (
    // A narrow card (four in a row on a laptop) puts the icon above the figure, so an amount never
    // breaks inside its digits; the NBSP after "Rp" keeps it on one line.
    <Card className="@container p-5" data-testid={testId}>
      <div className={layout}>
        <span
          aria-hidden="true"
          className={cn('flex size-11 shrink-0 items-center justify-center rounded', accents[accent])}
        >
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-text-muted">{label}</p>
          <p className="mt-1 text-xl font-semibold text-text" data-testid={`${testId}-value`}>
            {value}
          </p>
          {detail && <p className="mt-0.5 text-xs text-text-muted">{detail}</p>}
        </div>
      </div>
    </Card>
  );
}
