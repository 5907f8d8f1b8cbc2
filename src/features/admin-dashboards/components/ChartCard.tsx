import { type ReactNode, Suspense } from 'react';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';
import { type FigureTable, TableTwin } from './TableTwin';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
}

/**
 * A dashboard chart in its card: title, the chart (loaded with the chart kit), its legend, and
 * its figures as a table for screen readers (the table twin; the picture only has a summary).
 */
export function ChartCard({
  title,
  subtitle,
  legend,
  table,
  testId,
  className,
  children,
}: {
  title: string;
  subtitle?: string;
  legend?: LegendItem[];
  table: FigureTable;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('min-w-0', className)} data-testid={testId}>
      <CardHeader title={title} subtitle={subtitle} />
      <div className="px-5 pb-5">
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>{children}</Suspense>
        {legend && (
          <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-text-muted">
            {legend.map((item) => (
              <li key={item.key} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ background: item.color }}
                />
                {item.label}
              </li>
            ))}
          </ul>
        )}
        <TableTwin {...table} />
      </div>
    </Card>
  );
}
