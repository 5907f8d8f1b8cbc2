import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { cn } from '@/lib/cn';
import { useDirection } from './direction';
import { IconButton } from './IconButton';
import { focusRing } from './tone';
import { cva } from './variants';

export type CarouselLabels = {
  previous: string;
  next: string;
  /** "Slide 2 of 5": each slide's name, and the dots' and thumbnails' names. */
  slide: (index: number, count: number) => string;
  /** Accessible name of the dot or thumbnail group. */
  choose: string;
  play: string;
  pause: string;
};

export type CarouselProps = {
  slides: ReactNode[];
  /** Accessible name of the carousel ("Featured services"). */
  label: string;
  labels: CarouselLabels;
  loop?: boolean;
  /** Slides visible at once. */
  perView?: number;
  /** Space between slides (a CSS length). */
  gap?: string;
  /** Drag freely, without snapping to a slide. */
  freeMode?: boolean;
  /** The selected slide in the middle (with perView > 1). */
  centered?: boolean;
  /** Slides move up and down; give the viewport a height with `viewportClassName`. */
  vertical?: boolean;
  /** Previous/next buttons (default on). */
  controls?: boolean;
  dots?: boolean;
  /** Renders a thumbnail per slide below the carousel. */
  thumbnail?: (index: number) => ReactNode;
  /** Cross-fade instead of sliding. */
  fade?: boolean;
  /** Milliseconds per slide: turns automatic rotation on, with a pause/play button. */
  autoplay?: number;
  className?: string;
  viewportClassName?: string;
  /** Called when the selected slide changes. */
  onSelect?: (index: number) => void;
};

const controlVariants = cva('absolute z-1 bg-paper/85 shadow backdrop-blur-sm disabled:opacity-0', {
  variants: {
    axis: { x: 'top-1/2 -translate-y-1/2', y: 'start-1/2 -translate-x-1/2 rtl:translate-x-1/2' },
    side: { previous: '', next: '' },
  },
  compoundVariants: [
    { axis: 'x', side: 'previous', class: 'start-2' },
    { axis: 'x', side: 'next', class: 'end-2' },
    { axis: 'y', side: 'previous', class: 'top-2' },
    { axis: 'y', side: 'next', class: 'bottom-2' },
  ],
});

// embla-carousel (8.6, with its autoplay and fade plugins) does the scrolling, snapping, dragging,
// looping and free mode; this file adds the WAI-ARIA carousel pattern around it: a region named
// and described as a carousel, slides as named groups ("2 of 5"), previous/next buttons, dots
// or thumbnails naming the slide they go to, a pause/play button first when it rotates by itself
// (rotation also stops while the pointer or the focus is inside), and a polite live region
// announcing the slide when the user moves it. Left/Right arrows on the carousel move it, both
// mirrored right-to-left: embla runs with direction 'rtl' on an Arabic page.

/** An accessible carousel on embla-carousel: loop, several slides, gaps, free mode, centred, vertical, fade, autoplay. */
export function Carousel({
  slides,
  label,
  labels,
  loop = false,
  perView = 1,
  gap = '0px',
  freeMode = false,
  centered = false,
  vertical = false,
  controls = true,
  dots = false,
  thumbnail,
  fade = false,
  autoplay,
  className,
  viewportClassName,
  onSelect,
}: CarouselProps) {
  const direction = useDirection();
  const options = useMemo<EmblaOptionsType>(
    () => ({
      loop,
      dragFree: freeMode,
      align: centered ? 'center' : 'start',
      axis: vertical ? 'y' : 'x',
      direction: vertical ? 'ltr' : direction,
      containScroll: loop || centered ? false : 'trimSnaps',
    }),
    [loop, freeMode, centered, vertical, direction],
  );
  const plugins = useMemo(() => {
    const list: EmblaPluginType[] = [];
    if (fade) list.push(Fade());
    if (autoplay)
      list.push(
        Autoplay({ delay: autoplay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
      );
    return list;
  }, [fade, autoplay]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [playing, setPlaying] = useState(!!autoplay);
  const [userMoved, setUserMoved] = useState(false);

  const sync = useCallback(
    (embla: EmblaCarouselType) => {
      setSelected(embla.selectedScrollSnap());
      setSnaps(embla.scrollSnapList());
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
      onSelect?.(embla.selectedScrollSnap());
    },
    [onSelect],
  );

  useEffect(() => {
    if (!api) return;
    sync(api);
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    api.on('select', sync).on('reInit', sync).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      api.off('select', sync).off('reInit', sync).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api, sync]);

  const byUser = (move: (embla: EmblaCarouselType) => void) => () => {
    if (!api) return;
    setUserMoved(true);
    move(api);
  };
  const previous = byUser((embla) => embla.scrollPrev());
  const next = byUser((embla) => embla.scrollNext());
  const goTo = (index: number) => byUser((embla) => embla.scrollTo(index))();
  const togglePlay = () => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
    setPlaying(!plugin.isPlaying());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = vertical ? 'ArrowDown' : direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = vertical ? 'ArrowUp' : direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) next();
    else if (event.key === backward) previous();
    else return;
    event.preventDefault();
  };

  const count = slides.length;
  const pages = snaps.length || count;
  const slideStyle: CSSProperties = {
    flex: `0 0 ${100 / perView}%`,
    [vertical ? 'paddingTop' : 'paddingInlineStart']: gap,
  };
  const axis = vertical ? 'y' : 'x';
  const chevron = cn('size-5', vertical ? 'rotate-90' : 'rtl:-scale-x-100');
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn('min-w-0', className)}>
      {autoplay && (
        <div className="mb-2 flex justify-end">
          <IconButton size="sm" aria-label={playing ? labels.pause : labels.play} onClick={togglePlay}>
            {playing ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
          </IconButton>
        </div>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the carousel move it, as its buttons do */}
      <div className="relative" onKeyDown={onKeyDown}>
        <div
          ref={viewportRef}
          dir={vertical ? undefined : direction}
          className={cn('overflow-hidden rounded', viewportClassName)}
        >
          <div
            aria-live={playing && !userMoved ? 'off' : 'polite'}
            className={cn('flex touch-pan-y touch-pinch-zoom', vertical && 'h-full flex-col touch-pan-x')}
            style={{ [vertical ? 'marginTop' : 'marginInlineStart']: `calc(-1 * ${gap})` }}
          >
            {slides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form fieldset
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(i + 1, count)}
                className="min-h-0 min-w-0"
                style={slideStyle}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        {controls &&
          (['previous', 'next'] as const).map((side) => (
            <IconButton
              key={side}
              size="sm"
              aria-label={labels[side]}
              disabled={side === 'previous' ? !canPrev : !canNext}
              onClick={side === 'previous' ? previous : next}
              className={controlVariants({ axis, side })}
            >
              {side === 'previous' ? (
                <ChevronLeft aria-hidden="true" className={chevron} />
              ) : (
                <ChevronRight aria-hidden="true" className={chevron} />
              )}
            </IconButton>
          ))}
      </div>
      {(dots || thumbnail) && (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
        <div
          role="group"
          aria-label={labels.choose}
          className={cn('mt-3 flex gap-2', dots ? 'justify-center' : 'overflow-x-auto pb-1')}
        >
          {Array.from({ length: thumbnail ? count : pages }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one button a slide
              key={i}
              type="button"
              aria-label={labels.slide(i + 1, thumbnail ? count : pages)}
              aria-current={i === selected || undefined}
              onClick={() => goTo(i)}
              className={cn(
                focusRing,
                thumbnail
                  ? 'shrink-0 overflow-hidden rounded border-2 border-transparent opacity-60 aria-current:border-primary aria-current:opacity-100'
                  : 'flex size-6 items-center justify-center rounded-full',
              )}
            >
              {thumbnail ? (
                thumbnail(i)
              ) : (
                <span
                  aria-hidden="true"
                  className={cn('size-2.5 rounded-full', i === selected ? 'bg-primary' : 'bg-text-disabled')}
                />
              )}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
