import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
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
      <div className="flex flex-col gap-3 @[16rem]:flex-row @[16rem]:items-start @[16rem]:gap-4">
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
