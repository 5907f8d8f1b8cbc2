import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { cn } from '@/lib/cn';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';

/** The calendar, in its own chunk: react-day-picker loads the first time a picker opens. */
export const LazyCalendar = lazy(() => import('./Calendar'));

/**
 * The button at the end of a date field and the panel it opens (Headless UI Popover: Escape or a
 * click outside closes it and focus returns to the button). `children` receives `close`.
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
  return (
    <Popover className="flex">
      <PopoverButton as={IconButton} size="sm" aria-label={label} disabled={disabled} className="-me-2">
        {icon}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8 }}
        role="dialog"
        aria-label={label}
        className={cn(
          'z-modal rounded-md bg-paper p-3 shadow-[0_4px_18px_0_rgb(76_78_100/0.25)] outline-none',
          panelClassName,
        )}
      >
        {({ close }) => (
          <Suspense
            fallback={
              <div className="flex size-64 items-center justify-center">
                <Spinner size={20} />
              </div>
            }
          >
            {children(() => close())}
          </Suspense>
        )}
      </PopoverPanel>
    </Popover>
  );
}
