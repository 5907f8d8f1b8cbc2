import * as Menu from '@radix-ui/react-dropdown-menu';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { DropdownMenuItems } from './DropdownMenuItems';
import type { MenuKit } from './LazyMenu';

const KIT: MenuKit = { ...Menu, Items: DropdownMenuItems };

interface Props {
  trigger: ReactElement;
  content: (kit: MenuKit) => ReactNode;
  dir: 'ltr' | 'rtl';
  /** the first opening came from the keyboard: focus the first item (Radix does so itself later) */
  focusFirstItem: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The loaded half of LazyMenu: a Radix dropdown that starts open (it loads on the first click). */
export default function MenuRoot({ trigger, content, dir, focusFirstItem, onOpenChange }: Props) {
  const [open, setOpen] = useState(true);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusFirstItem) return;
    const frame = requestAnimationFrame(() => {
      const menuId = triggerRef.current?.getAttribute('aria-controls');
      const menu = menuId ? document.getElementById(menuId) : null;
      menu?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusFirstItem]);

  return (
    <Menu.Root
      dir={dir}
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      <Menu.Trigger asChild ref={triggerRef}>
        {trigger}
      </Menu.Trigger>
      {content(KIT)}
    </Menu.Root>
  );
}
