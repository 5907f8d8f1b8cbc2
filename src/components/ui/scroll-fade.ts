import { afterNextLayout } from '@/lib/after-layout';

/**
 * Marks `el` with the inline edges past which more content waits (`data-more="start end"`) and fades
 * them with a mask (so on any background; mirrored right-to-left, which scrolls to negative
 * offsets). Answers the function that stops watching.
 */
export function watchScrollFade(el: HTMLElement): () => void {
  const measure = () => {
    const scrolled = Math.abs(el.scrollLeft);
    const start = scrolled > 1;
    const end = scrolled + el.clientWidth < el.scrollWidth - 1;
    const side = getComputedStyle(el).direction === 'rtl' ? 'left' : 'right';
    const more = [start && 'start', end && 'end'].filter(Boolean).join(' ');
    if (more) el.dataset.more = more;
    else delete el.dataset.more;
    el.style.maskImage = more
      ? `linear-gradient(to ${side},${start ? 'transparent,#000 2rem' : '#000'},${end ? '#000 calc(100% - 2rem),transparent' : '#000'})`
      : '';
  };
  // first measured once the next frame is laid out (measured now, it forced a layout mid-render)
  const cancelFirst = afterNextLayout(measure);
  el.addEventListener('scroll', measure, { passive: true });
  const observer = new ResizeObserver(measure);
  observer.observe(el);
  if (el.firstElementChild) observer.observe(el.firstElementChild);
  return () => {
    cancelFirst();
    el.removeEventListener('scroll', measure);
    observer.disconnect();
  };
}
