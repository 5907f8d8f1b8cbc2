import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What every chart needs from the page: its element's width in CSS pixels (following resizes:
 * the charts draw in real pixels so text keeps its size), the writing direction.
 */
export function useChartFrame(fallbackWidth = 640) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallbackWidth);
  const { i18n } = useTranslation();
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth || fallbackWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(([entry]) =>
      setWidth(Math.round(entry.contentRect.width) || fallbackWidth),
    );
    watch.observe(box);
    return () => watch.disconnect();
  }, [fallbackWidth]);
  return { ref, width, rtl: i18n.dir(i18n.language) === 'rtl' };
}
