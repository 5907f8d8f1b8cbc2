import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { searchOpenAtom } from './state';

/** Ctrl+/ (Cmd+/ on a Mac) opens the search dialog while `enabled` (a user is signed in). */
export function useSearchShortcut(enabled: boolean) {
  const setOpen = useSetAtom(searchOpenAtom);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && (e.key === '/' || e.code === 'Slash')) {
        e.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, setOpen]);
}
