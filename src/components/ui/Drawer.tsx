import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusRing } from './tone';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Edge it slides from: the inline end (right in LTR, left in RTL) by default. */
  side?: 'start' | 'end';
  /** CSS width on screens wider than the drawer; phones get the full width. Default 400px. */
  width?: string;
  className?: string;
};

/** Side sheet (a modal dialog): focus trapped inside and restored on close; mirrors in RTL. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'end',
  width = '400px',
  className,
}: DrawerProps) {
  const { t } = useTranslation();
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-drawer">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/40 transition-opacity duration-200 data-closed:opacity-0"
      />
      <DialogPanel
        transition
        style={{ '--drawer-w': width } as CSSProperties}
        className={cn(
          'fixed inset-y-0 flex w-full max-w-[min(100vw,var(--drawer-w))] flex-col bg-paper text-text shadow-xl',
          'transition-transform duration-200 ease-out',
          side === 'end'
            ? 'end-0 data-closed:translate-x-full rtl:data-closed:-translate-x-full'
            : 'start-0 data-closed:-translate-x-full rtl:data-closed:translate-x-full',
          className,
        )}
      >
        <div className="flex items-center gap-3 border-b border-divider px-5 py-4">
          <DialogTitle className="min-w-0 flex-1 text-lg font-medium">{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('ui.close')}
            className={cn('-me-2 rounded-full p-1.5 text-text-muted hover:bg-text/8', focusRing)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex items-center justify-end gap-2 border-t border-divider px-5 py-3">
            {footer}
          </div>
        )}
      </DialogPanel>
    </HeadlessDialog>
  );
}
