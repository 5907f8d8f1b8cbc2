import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusRing, solidTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useScrolledPast } from './useScrolledPast';

/** Appears after 400 px of scrolling. */
export const SCROLL_TOP_THRESHOLD = 400;

export function ScrollToTop() {
  const { t } = useTranslation();
  const shown = useScrolledPast(SCROLL_TOP_THRESHOLD);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={t('layout.scrollTop')}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
      className={cn(
        'fixed end-6 bottom-20 z-appbar flex size-10 items-center justify-center rounded-full shadow-menu',
        solidTone.primary,
        focusRing,
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
