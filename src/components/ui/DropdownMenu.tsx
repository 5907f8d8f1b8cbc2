import { Check } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDirection } from './direction';
import { LazyMenu, type MenuKit } from './LazyMenu';
import { inkTone } from './tone';

export type MenuEntry =
  | {
      type?: 'item';
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      onSelect: () => void;
      disabled?: boolean;
      /** "error" for destructive actions (Delete). */
      danger?: boolean;
    }
  | {
      type: 'checkbox';
      key: string;
      label: ReactNode;
      checked: boolean;
      onCheckedChange: (checked: boolean) => void;
      disabled?: boolean;
    }
  | { type: 'separator'; key: string }
  | { type: 'label'; key: string; label: ReactNode };

export type DropdownMenuProps = {
  /** A Button or IconButton; it becomes the menu trigger (Radix asChild). */
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  items: MenuEntry[];
  /** Alignment to the trigger along the inline axis (logical: follows RTL). */
  align?: 'start' | 'center' | 'end';
  /** Menu width in px (e.g. 230) or any CSS width; default fits the content (min 180 px). */
  width?: number | string;
  /** Accessible name of the menu when the trigger's label is not enough. */
  label?: string;
  onOpenChange?: (open: boolean) => void;
};

const itemClass =
  'flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-3 py-1.5 text-sm outline-none select-none ' +
  'data-highlighted:bg-primary/10 data-disabled:pointer-events-none data-disabled:opacity-50';

/**
 * Menu of actions (Radix): arrow keys, typeahead, Escape, focus returns to the trigger. Radix
 * loads on the first use (see LazyMenu), so a grid's row menus cost nothing on its first load.
 */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  width,
  label,
  onOpenChange,
}: DropdownMenuProps) {
  const dir = useDirection();
  return (
    <LazyMenu
      dir={dir}
      trigger={trigger}
      onOpenChange={onOpenChange}
      content={(Menu) => <MenuItems Menu={Menu} items={items} align={align} width={width} label={label} />}
    />
  );
}

function MenuItems({
  Menu,
  items,
  align,
  width,
  label,
}: Pick<DropdownMenuProps, 'items' | 'align' | 'width' | 'label'> & { Menu: MenuKit }) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={4}
        collisionPadding={8}
        aria-label={label}
        style={{ width: typeof width === 'number' ? `${width}px` : width }}
        className="z-modal max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-[180px] overflow-y-auto rounded bg-paper p-1.5 shadow-[0_4px_18px_0_rgb(76_78_100/0.25)] dark:shadow-[0_4px_18px_0_rgb(20_21_33/0.5)]"
      >
        {items.map((entry) => {
          switch (entry.type) {
            case 'separator':
              return <Menu.Separator key={entry.key} className="my-1 h-px bg-divider" />;
            case 'label':
              return (
                <Menu.Label key={entry.key} className="px-3 py-1.5 text-xs font-medium text-text-muted">
                  {entry.label}
                </Menu.Label>
              );
            case 'checkbox':
              return (
                <Menu.CheckboxItem
                  key={entry.key}
                  checked={entry.checked}
                  onCheckedChange={entry.onCheckedChange}
                  disabled={entry.disabled}
                  onSelect={(e) => e.preventDefault()}
                  className={cn(itemClass, 'text-text')}
                >
                  <span className="flex size-4 items-center justify-center rounded-[3px] border border-text/50">
                    <Menu.ItemIndicator>
                      <Check aria-hidden="true" strokeWidth={3} className="size-3" />
                    </Menu.ItemIndicator>
                  </span>
                  {entry.label}
                </Menu.CheckboxItem>
              );
            default:
              return (
                <Menu.Item
                  key={entry.key}
                  onSelect={entry.onSelect}
                  disabled={entry.disabled}
                  className={cn(itemClass, entry.danger ? inkTone.error : 'text-text')}
                >
                  {entry.icon && (
                    <span aria-hidden="true" className="flex size-4 items-center">
                      {entry.icon}
                    </span>
                  )}
                  {entry.label}
                </Menu.Item>
              );
          }
        })}
      </Menu.Content>
    </Menu.Portal>
  );
}
