import { cloneElement, type ReactElement, type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (button, link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  className?: string;
};

// Own primitive: Headless UI 2.2 exports no tooltip (its Popover is a click-opened disclosure, a
// different WAI-ARIA pattern), and a CSS-positioned hint needs no floating-ui.

/** Short hint on hover and keyboard focus; Escape hides it. Not for essential information. */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only reveal a description of the child
    <span
      className="relative inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        id={id}
        role="tooltip"
        className={cn(
          'pointer-events-none absolute start-1/2 z-toast w-max max-w-64 -translate-x-1/2 rounded bg-[#3a3d56] px-2 py-1 text-xs text-white shadow rtl:translate-x-1/2',
          placement === 'top' ? 'bottom-full mb-1.5' : 'top-full mt-1.5',
          !open && 'hidden',
          className,
        )}
      >
        {content}
      </span>
    </span>
  );
}
