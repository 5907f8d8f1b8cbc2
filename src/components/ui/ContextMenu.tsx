import * as Context from '@radix-ui/react-context-menu';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { MenuEntry } from './DropdownMenu';
import { MenuEntries, menuContentClass } from './DropdownMenuItems';
import { useDirection } from './direction';
import { focusRing } from './tone';

export type ContextMenuProps = {
  /** The area that opens the menu on right-click, long press, or Shift+F10 / the context-menu key. */
  children: ReactNode;
  items: MenuEntry[];
  /** Accessible name of the area (it is focusable so keyboard users can open the menu). */
  label: string;
  /** Accessible name of the menu. */
  menuLabel?: string;
  className?: string;
};

/**
 * Context menu (Radix, the WAI-ARIA menu pattern): right-click or the keyboard's context-menu key /
 * Shift+F10 on the focused area opens it at the pointer; arrows, typeahead, Escape; focus returns
 * to the area.
 */
export function ContextMenu({ children, items, label, menuLabel, className }: ContextMenuProps) {
  const dir = useDirection();
  return (
    <Context.Root dir={dir} modal={false}>
      <Context.Trigger asChild>
        <section
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users open the area's context menu from it
          tabIndex={0}
          onKeyDown={(event) => {
            if (event.key === 'F10' && event.shiftKey) {
              event.preventDefault();
              const box = event.currentTarget.getBoundingClientRect();
              event.currentTarget.dispatchEvent(
                new MouseEvent('contextmenu', {
                  bubbles: true,
                  clientX: box.left + 16,
                  clientY: box.top + 16,
                }),
              );
            }
          }}
          className={cn(focusRing, className)}
        >
          {children}
        </section>
      </Context.Trigger>
      <Context.Portal>
        <Context.Content
          aria-label={menuLabel}
          collisionPadding={8}
          className={cn(menuContentClass, 'max-h-[var(--radix-context-menu-content-available-height)]')}
        >
          <MenuEntries parts={Context} items={items} />
        </Context.Content>
      </Context.Portal>
    </Context.Root>
  );
}
