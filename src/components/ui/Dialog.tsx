import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusRing } from './tone';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export type DialogProps = {
  open: boolean;
  /** Escape, the close button and a click outside call this (not called while `busy`). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, aligned to the inline end. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Take the whole screen below the sm breakpoint (600 px). */
  fullScreenOnPhone?: boolean;
  /** Hide the close button. */
  hideClose?: boolean;
  /** Ignore close requests (e.g. while saving). */
  busy?: boolean;
  /** 'alertdialog' for a dialog that interrupts to ask for a decision (WAI-ARIA alert dialog). */
  role?: 'dialog' | 'alertdialog';
  /** How it enters: zoom (default), slide up, or fade. */
  transition?: 'zoom' | 'slide' | 'fade';
  /** Long content: scroll inside the dialog (paper, default when the content is long) or the whole page (body). */
  scroll?: 'paper' | 'body';
  className?: string;
};

const enter = {
  zoom: 'data-closed:scale-95 data-closed:opacity-0',
  slide: 'data-closed:translate-y-12 data-closed:opacity-0',
  fade: 'data-closed:opacity-0',
};

const widths: Record<DialogSize, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-3xl',
  xl: 'sm:max-w-5xl',
  full: 'sm:max-w-none sm:h-full',
};

/**
 * Modal dialog (Headless UI): focus moves inside and is trapped; on close it returns to the
 * element that opened the dialog. Put `autoFocus` on the control that should get focus first.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  fullScreenOnPhone = false,
  hideClose = false,
  busy = false,
  role = 'dialog',
  transition = 'zoom',
  scroll = 'body',
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const full = size === 'full' || fullScreenOnPhone;
  return (
    <HeadlessDialog open={open} role={role} onClose={() => !busy && onClose()} className="relative z-modal">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className={cn('flex min-h-full items-center justify-center', full ? 'sm:p-4' : 'p-4')}>
          <DialogPanel
            transition
            className={cn(
              'flex w-full flex-col rounded bg-paper text-text shadow-xl transition duration-200',
              enter[transition],
              scroll === 'paper' && 'max-h-[calc(100dvh-2rem)]',
              full && 'max-sm:min-h-dvh max-sm:rounded-none',
              size === 'full' && 'sm:min-h-[calc(100dvh-2rem)]',
              widths[size],
              className,
            )}
          >
            <div className="flex items-start gap-3 px-6 pt-5 pb-2">
              <DialogTitle className="min-w-0 flex-1 text-lg font-medium text-text">{title}</DialogTitle>
              {!hideClose && (
                <button
                  type="button"
                  onClick={() => !busy && onClose()}
                  aria-label={t('ui.close')}
                  className={cn('-me-2 -mt-1 rounded-full p-1.5 text-text-muted hover:bg-text/8', focusRing)}
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              )}
            </div>
            {description && <Description className="px-6 text-sm text-text-muted">{description}</Description>}
            {children && (
              <div
                tabIndex={scroll === 'paper' ? 0 : undefined}
                className={cn(
                  'flex-1 px-6 py-4',
                  scroll === 'paper' &&
                    'min-h-0 overflow-y-auto border-y border-divider focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
                )}
              >
                {children}
              </div>
            )}
            {footer && (
              <div className="flex flex-wrap items-center justify-end gap-2 px-6 pt-2 pb-5">{footer}</div>
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
