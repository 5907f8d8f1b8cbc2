import { useEffect, useRef } from 'react';
import { useNow } from '../hooks/useNow';
import { formatRemaining } from '../utils/va';

/**
 * Time left until `expiresAt`, ticking every second (its own component, so only it re-renders).
 * Calls `onElapsed` once when the time is up.
 */
export function Countdown({ expiresAt, onElapsed }: { expiresAt: string; onElapsed: () => void }) {
  const now = useNow(true);
  const remaining = Date.parse(expiresAt) - now;
  const elapsed = remaining <= 0;
  const handler = useRef(onElapsed);
  handler.current = onElapsed;

  useEffect(() => {
    if (elapsed) handler.current();
  }, [elapsed]);

  return (
    <time dateTime={`PT${Math.max(0, Math.floor(remaining / 1000))}S`} data-testid="va-countdown">
      {formatRemaining(remaining)}
    </time>
  );
}
