import { useCallback, useSyncExternalStore } from 'react';

/** Live result of a CSS media query. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The lg breakpoint (1200 px): above it the navigation is permanent, below it a drawer. */
export const LG_QUERY = '(min-width: 1200px)';
export const useIsLgUp = () => useMediaQuery(LG_QUERY);
