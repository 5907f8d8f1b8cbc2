import { useEffect, useState } from 'react';
import { afterNextLayout } from '@/lib/after-layout';

/**
 * True while the page is scrolled more than `threshold` px. The first reading waits until the next
 * frame has been laid out: read while the app is still mounting, `scrollY` forced a layout of the
 * whole page each time (about 30 ms a cold load with 4x CPU slowdown).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    const cancelFirst = afterNextLayout(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelFirst();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
