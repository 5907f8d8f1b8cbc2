import { useCallback, useState } from 'react';
import type { ColumnVisibilityState } from '@/components/ui/grid-features';
import { browserStorage } from '@/lib/settings/storage';

/** The visible columns saved for a list; anything but { columnId: boolean } is ignored. */
export function loadColumns(key: string): ColumnVisibilityState {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    return {};
  }
}

/** Column visibility that survives reloads (per browser), saved under `key` beside the layout settings. */
export function useStoredColumns(key: string) {
  const [visibility, setVisibility] = useState(() => loadColumns(key));
  const update = useCallback(
    (next: ColumnVisibilityState) => {
      setVisibility(next);
      try {
        browserStorage()?.setItem(key, JSON.stringify(next));
      } catch {
        // not saved: the choice lasts for this page view
      }
    },
    [key],
  );
  return [visibility, update] as const;
}

type ColumnLike = { id?: string; accessorKey?: unknown; meta?: { hidden?: boolean } };

/** `{ column: false }` for each column whose `meta.hidden` starts it hidden (the saved choice is merged over it). */
export function hiddenColumns(columns: readonly object[]): ColumnVisibilityState {
  return Object.fromEntries(
    (columns as ColumnLike[])
      .filter((c) => c.meta?.hidden)
      .map((c) => [c.id ?? String(c.accessorKey), false]),
  );
}
