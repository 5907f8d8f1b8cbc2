import { useCallback, useState } from 'react';
import type { ColumnVisibilityState } from '@/components/ui/grid-features';

/** Column visibility that survives reloads (per browser), under `key` in localStorage. */
export function useStoredColumns(key: string) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => {
    try {
      const parsed = JSON.parse(localStorage.getItem(key) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
    } catch {
      return {};
    }
  });
  const update = useCallback(
    (next: ColumnVisibilityState) => {
      setVisibility(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // not persisted: the choice lasts for this page view
      }
    },
    [key],
  );
  return [visibility, update] as const;
}
