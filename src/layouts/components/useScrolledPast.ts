import { useEffect, useState } from 'react';

/**
 * True while the page is scrolled more than `threshold` px. The first reading waits until the next
 * frame has been laid out: read while the app is still mounting, `scrollY` forced a layout of the
 * whole page each time (about 30 ms a cold load with 4x CPU slowdown).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    let first: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      first = setTimeout(update);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(first);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
