import { type Atom, useStore } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

type Store = ReturnType<typeof useStore>;

/**
 * A plain (not async) atom's value, read from the jotai store with useSyncExternalStore. jotai's
 * useAtomValue schedules a re-render of its component after every mount, changed or not (it
 * re-reads the atom once subscribed): on a signed-in page's first load some thirty of them made
 * a blocking render pass right after the page's commit (React's "Cascading Update", 50-180 ms at
 * 4x CPU). useSyncExternalStore compares the value at subscription and re-renders only on a change.
 */
export function useAtomSnapshot<T>(atom: Atom<T>, options?: { store?: Store }): T {
  const contextStore = useStore();
  const store = options?.store ?? contextStore;
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}
