import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';

/** The calendar, in its own chunk: react-day-picker loads the first time a picker opens. */
export const LazyCalendar = lazy(() => import('./Calendar'));

/**
 * The button at the end of a date field and the panel it opens (a non-modal dialog under the
 * field): Escape, a click outside or Tab past its end close it, and Escape returns focus to the
 * button. Plain React on purpose: the date fields sit on the client's list pages, whose first load
 * must not carry a positioning library. `children` receives `close`.
 */
export function PickerPopover({
  label,
  icon,
  disabled,
  children,
  panelClassName,
}: {
  /** The button's name and the panel's (a dialog). */
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <span className="relative flex">
      <IconButton
        ref={button}
        size="sm"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        className="-me-2"
        onClick={() => setOpen((was) => !was)}
      >
        {icon}
      </IconButton>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={label}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // the picker's Escape, not an enclosing dialog's
            event.stopPropagation();
            close();
          }}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (next && !event.currentTarget.contains(next) && next !== button.current) setOpen(false);
          }}
          className={cn(
            'absolute -end-3 top-[calc(100%+0.75rem)] z-modal rounded-md bg-paper p-3 text-start shadow-[0_4px_18px_0_rgb(76_78_100/0.25)]',
            panelClassName,
          )}
        >
          <Suspense
            fallback={
              <div className="flex size-64 items-center justify-center">
                <Spinner size={20} />
              </div>
            }
          >
            {children(close)}
          </Suspense>
        </div>
      )}
    </span>
  );
}
