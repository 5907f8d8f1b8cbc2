import type { TransaksiStatusAnswer } from '@contract/billing';
import { useEffect, useRef } from 'react';
import { fetchStatus } from '../api/payments';
import { pollDelay } from '../utils/polling';

/**
 * While `active`, asks GET /getstatus/{id} after 2 s, 4 s, 8 s … (at most every 30 s) and hands
 * every answer to `onStatus`. Stops when unmounted, when `active` turns false (the caller sees a
 * final status) or when an answer is final.
 */
export function useStatusPolling(
  id: number,
  active: boolean,
  onStatus: (answer: TransaksiStatusAnswer) => void,
  load: typeof fetchStatus = fetchStatus,
) {
  const handler = useRef(onStatus);
  handler.current = onStatus;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const answer = await load(id, controller.signal);
        if (controller.signal.aborted) return;
        handler.current(answer);
        if (answer.status !== 'MENUNGGU') return;
      } catch {
        if (controller.signal.aborted) return;
        // a failed poll waits for the next, longer, interval
      }
      attempt += 1;
      timer = setTimeout(tick, pollDelay(attempt));
    };
    timer = setTimeout(tick, pollDelay(0));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, active, load]);
}
