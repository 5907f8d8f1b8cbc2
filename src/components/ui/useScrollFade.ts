import { type RefObject, useEffect } from 'react';

/**
 * A fade at each inline edge of `ref` past which more content waits: the cue that a strip or a grid
 * scrolls sideways. Loaded after the first paint (it only matters once there is something to scroll).
 */
export function useScrollFade(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    // unmounted before the module came: React has cleared the ref
    void import('./scroll-fade').then((m) => {
      if (ref.current) stop = m.watchScrollFade(ref.current);
    });
    return () => stop?.();
  }, [ref]);
}
