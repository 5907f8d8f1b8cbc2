import { useCallback, useEffect, useState } from 'react';
import { activeGroupIds, toggleGroup } from '../navigation/match';
import type { NavEntry } from '../navigation/types';

/**
 * Which groups of the vertical menu are open. The groups holding the current page open by
 * themselves on every navigation (accordion: only they stay open).
 */
export function useOpenGroups(entries: NavEntry[], pathname: string, mode: 'accordion' | 'collapse') {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activeGroupIds(entries, pathname)));

  useEffect(() => {
    const active = activeGroupIds(entries, pathname);
    setOpen((current) => {
      const next = new Set(mode === 'accordion' ? active : [...current, ...active]);
      // the same groups: keep the set, so the menu is not rendered again for nothing (on mount
      // that was a second, blocking render of the whole menu)
      return next.size === current.size && [...next].every((id) => current.has(id)) ? current : next;
    });
  }, [entries, pathname, mode]);

  const toggle = useCallback((id: string) => setOpen((current) => toggleGroup(current, id, mode)), [mode]);
  return [open, toggle] as const;
}
