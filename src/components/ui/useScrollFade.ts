import { type CSSProperties, type RefObject, useEffect, useState } from 'react';

type Edges = { start: boolean; end: boolean; rtl: boolean };
const FADE = '2rem';

/**
 * A fade at each inline edge of `ref` past which more content waits: the cue that a strip or a grid
 * scrolls sideways. A mask, so it suits any background; `start`/`end` are logical (right-to-left
 * scrolls to negative offsets). Spread the result on the scrolling element.
 */
export function useScrollFade(ref: RefObject<HTMLElement | null>): {
  style?: CSSProperties;
  'data-more'?: string;
} {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false, rtl: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const scrolled = Math.abs(el.scrollLeft);
      const next = {
        start: scrolled > 1,
        end: scrolled + el.clientWidth < el.scrollWidth - 1,
        rtl: getComputedStyle(el).direction === 'rtl',
      };
      setEdges((old) =>
        old.start === next.start && old.end === next.end && old.rtl === next.rtl ? old : next,
      );
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);

  const { start, end, rtl } = edges;
  if (!start && !end) return {};
  const from = start ? `transparent, #000 ${FADE}` : '#000';
  const to = end ? `#000 calc(100% - ${FADE}), transparent` : '#000';
  const maskImage = `linear-gradient(to ${rtl ? 'left' : 'right'}, ${from}, ${to})`;
  return {
    style: { maskImage, WebkitMaskImage: maskImage },
    'data-more': [start && 'start', end && 'end'].filter(Boolean).join(' '),
  };
}
