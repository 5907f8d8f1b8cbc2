import { Ltr } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';

export interface StatTile {
  key: string;
  label: string;
  value: string;
  detail?: string;
}

/** A row of figures, one card each (skeletons while the answer is on its way). */
export function StatTiles({
  tiles,
  count,
  className,
  twoOnPhones = false,
}: {
  tiles?: StatTile[];
  count: number;
  className?: string;
  /** short figures (counts): two tiles a row even on a phone */
  twoOnPhones?: boolean;
}) {
  return (
    <ul
      className={cn('grid gap-4 sm:grid-cols-2', twoOnPhones ? 'grid-cols-2' : 'grid-cols-1', className)}
      aria-busy={!tiles || undefined}
    >
      {tiles
        ? tiles.map((tile) => (
            <li key={tile.key} data-testid={`tile-${tile.key}`}>
              <Card className="h-full p-5">
                <p className="text-sm text-text-muted">{tile.label}</p>
                <p
                  className="mt-2 text-xl font-semibold text-text tabular-nums"
                  data-testid={`tile-${tile.key}-value`}
                >
                  <Ltr>{tile.value}</Ltr>
                </p>
                {tile.detail && <p className="mt-1 text-xs text-text-muted">{tile.detail}</p>}
              </Card>
            </li>
          ))
        : Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders
            <li key={i}>
              <Card className="p-5">
                <Skeleton className="w-24" />
                <Skeleton className="mt-3 h-7 w-32" />
              </Card>
            </li>
          ))}
    </ul>
  );
}
