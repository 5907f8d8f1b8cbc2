import { useEffect, useRef, useSyncExternalStore } from 'react';
import { onRealtimeState, type RealtimeState, realtimeState, subscribe } from './connection';

export { RESYNC, type RealtimeState, restartRealtime } from './connection';

/**
 * Calls `handler` with each event of `type` (its JSON data) while the component is mounted; the
 * shared stream opens with the first listener. `type` RESYNC: called on (re)connection when
 * events may have been missed, so the caller refetches from its own cursor.
 */
export function useRealtime<T = unknown>(type: string, handler: (data: T) => void, enabled = true): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribe(type, (data) => ref.current(data as T));
  }, [type, enabled]);
}

/** The stream's state: 'open', 'connecting' (reconnecting) or 'closed'. */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(onRealtimeState, realtimeState, () => 'closed');
}
