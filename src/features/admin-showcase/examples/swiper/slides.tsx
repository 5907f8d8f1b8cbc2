import { useTranslation } from 'react-i18next';
import type { CarouselLabels } from '@/components/ui/Carousel';
import { cn } from '@/lib/cn';

// Sample slides: the service's own topics on the theme colours (no stock photos to ship).
const TOPICS = ['bills', 'payments', 'slips', 'wallet', 'signers', 'certificate', 'efin', 'reports'] as const;
const BACKGROUNDS = [
  'bg-[color-mix(in_srgb,var(--c-primary)_80%,black)]',
  'bg-[color-mix(in_srgb,var(--c-info)_50%,black)]',
  'bg-[color-mix(in_srgb,var(--c-success)_45%,black)]',
  'bg-[color-mix(in_srgb,var(--c-warning)_45%,black)]',
  'bg-[color-mix(in_srgb,var(--c-error)_70%,black)]',
  'bg-[color-mix(in_srgb,var(--c-secondary)_80%,black)]',
];

/** `count` sample slides, numbered; `className` sets their height. */
export function useSampleSlides(count: number, className = 'h-48') {
  const { t } = useTranslation();
  return Array.from({ length: count }, (_, i) => (
    <div
      key={TOPICS[i % TOPICS.length]}
      className={cn(
        'flex flex-col items-center justify-center gap-1 rounded text-white',
        BACKGROUNDS[i % BACKGROUNDS.length],
        className,
      )}
    >
      <span className="text-3xl font-semibold tabular-nums">{i + 1}</span>
      <span className="text-sm">{t(`showcaseMore.swiper.topics.${TOPICS[i % TOPICS.length]}`)}</span>
    </div>
  ));
}

/** A small thumbnail of sample slide `index`. */
export function SampleThumb({ index }: { index: number }) {
  return (
    <span
      className={cn(
        'flex h-12 w-20 items-center justify-center text-sm font-semibold text-white',
        BACKGROUNDS[index % BACKGROUNDS.length],
      )}
    >
      {index + 1}
    </span>
  );
}

export function useCarouselLabels(): CarouselLabels {
  const { t } = useTranslation();
  return {
    previous: t('showcaseMore.swiper.previous'),
    next: t('showcaseMore.swiper.next'),
    slide: (index, count) => t('showcaseMore.swiper.slide', { index, count }),
    choose: t('showcaseMore.swiper.choose'),
    play: t('showcaseMore.swiper.play'),
    pause: t('showcaseMore.swiper.pause'),
  };
}
