import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { solidTone, type Tone } from './tone';
import { cva } from './variants';

export type SnackbarCloseReason = 'timeout' | 'escape' | 'dismiss';

export type SnackbarProps = {
  open: boolean;
  onClose: (reason: SnackbarCloseReason) => void;
  message: ReactNode;
  /** A button (Undo…) beside the message. */
  action?: ReactNode;
  /** The close button's accessible name; no close button when omitted. */
  closeLabel?: string;
  vertical?: 'top' | 'bottom';
  horizontal?: 'start' | 'center' | 'end';
  /** Milliseconds before it closes by itself (paused while hovered or focused); null keeps it. */
  autoHideDuration?: number | null;
  transition?: 'fade' | 'grow' | 'slide';
  /** Where a 'slide' comes from (start/end follow the reading direction). */
  slideFrom?: 'up' | 'down' | 'start' | 'end';
  /** A coloured snackbar (the template's Alert inside a Snackbar); error ones are announced at once. */
  severity?: Tone;
  className?: string;
};

const placeVariants = cva('pointer-events-none fixed z-toast flex w-full px-4 sm:w-auto', {
  variants: {
    vertical: { top: 'top-4', bottom: 'bottom-4' },
    horizontal: {
      start: 'start-0 sm:start-4 sm:px-0',
      end: 'end-0 sm:end-4 sm:px-0',
      center: 'start-0 justify-center sm:start-1/2 sm:-translate-x-1/2 sm:px-0 rtl:sm:translate-x-1/2',
    },
  },
});

const hiddenVariants = cva('', {
  variants: {
    transition: { fade: 'opacity-0', grow: 'scale-75 opacity-0', slide: 'opacity-0' },
    slideFrom: {
      up: 'translate-y-8',
      down: '-translate-y-8',
      start: '-translate-x-16 rtl:translate-x-16',
      end: 'translate-x-16 rtl:-translate-x-16',
    },
  },
});

const DURATION = 200;

// No WAI-ARIA widget of its own: a polite live region (an 'error' snackbar is an alert) that
// takes no focus. Escape closes it, as does its close button; the timer pauses while the pointer
// or the focus is on it (WCAG 2.2.1), and under reduced motion it appears at once (the base rule
// in src/styles/index.css).

/** A short message at an edge of the screen, with an optional action, closing by itself. */
export function Snackbar({
  open,
  onClose,
  message,
  action,
  closeLabel,
  vertical = 'bottom',
  horizontal = 'start',
  autoHideDuration = 5000,
  transition = 'fade',
  slideFrom = vertical === 'bottom' ? 'up' : 'down',
  severity,
  className,
}: SnackbarProps) {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const [paused, setPaused] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), DURATION);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open || paused || autoHideDuration === null) return;
    const timer = setTimeout(() => closeRef.current('timeout'), autoHideDuration);
    return () => clearTimeout(timer);
  }, [open, paused, autoHideDuration]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeRef.current('escape');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!mounted) return null;
  const hidden = hiddenVariants({ transition, slideFrom: transition === 'slide' ? slideFrom : undefined });
  return createPortal(
    <div className={placeVariants({ vertical, horizontal })}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer on hover is no interaction */}
      <div
        role={severity === 'error' ? 'alert' : 'status'}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        className={cn(
          'pointer-events-auto flex w-full min-w-72 max-w-[36rem] items-center gap-3 rounded px-4 py-2 text-sm shadow-lg sm:w-auto',
          'transition duration-200',
          severity
            ? solidTone[severity].split(' ').filter((c) => !c.startsWith('hover:'))
            : 'bg-[#212121] text-white dark:bg-[#eaeaff] dark:text-[#282a42]',
          !shown && hidden,
          className,
        )}
      >
        <div className="min-w-0 flex-1 py-1.5">{message}</div>
        {action}
        {closeLabel && (
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => onClose('dismiss')}
            className="-me-2 rounded-full p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
