import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DropdownMenuProps, MenuEntry } from './DropdownMenu';
import { inkTone } from './tone';

const itemClass =
  'flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-3 py-1.5 text-sm outline-none select-none ' +
  'data-highlighted:bg-primary/10 data-disabled:pointer-events-none data-disabled:opacity-50';

/** The open menu's surface (dropdown and context menus). */
export const menuContentClass =
  'z-modal min-w-[180px] overflow-y-auto rounded bg-paper p-1.5 shadow-[0_4px_18px_0_rgb(76_78_100/0.25)] dark:shadow-[0_4px_18px_0_rgb(20_21_33/0.5)]';

/** The Radix parts the entries are made of: the dropdown's, or the context menu's (same API). */
export type MenuParts = Pick<
  typeof Menu,
  'Item' | 'CheckboxItem' | 'RadioGroup' | 'RadioItem' | 'ItemIndicator' | 'Separator' | 'Label'
>;

/** A menu's entries as Radix items of `parts`. */
export function MenuEntries({ parts: P, items }: { parts: MenuParts; items: MenuEntry[] }) {
  return items.map((entry) => {
    switch (entry.type) {
      case 'separator':
        return <P.Separator key={entry.key} className="my-1 h-px bg-divider" />;
      case 'label':
        return (
          <P.Label key={entry.key} className="px-3 py-1.5 text-xs font-medium text-text-muted">
            {entry.label}
          </P.Label>
        );
      case 'checkbox':
        return (
          <P.CheckboxItem
            key={entry.key}
            checked={entry.checked}
            onCheckedChange={entry.onCheckedChange}
            disabled={entry.disabled}
            onSelect={(e) => e.preventDefault()}
            className={cn(itemClass, 'text-text')}
          >
            <span className="flex size-4 items-center justify-center rounded-[3px] border border-text/50">
              <P.ItemIndicator>
                <Check aria-hidden="true" strokeWidth={3} className="size-3" />
              </P.ItemIndicator>
            </span>
            {entry.label}
          </P.CheckboxItem>
        );
      case 'radio':
        return (
          <P.RadioGroup key={entry.key} value={entry.value} onValueChange={entry.onValueChange}>
            {entry.options.map((option) => (
              <P.RadioItem
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  itemClass,
                  'text-text data-[state=checked]:bg-primary/12 data-[state=checked]:font-medium',
                )}
              >
                <span className="flex size-4 items-center">
                  <P.ItemIndicator>
                    <Check aria-hidden="true" strokeWidth={3} className="size-4" />
                  </P.ItemIndicator>
                </span>
                {option.label}
              </P.RadioItem>
            ))}
          </P.RadioGroup>
        );
      default:
        return (
          <P.Item
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
          </P.Item>
        );
    }
  });
}

/** DropdownMenu's open menu: its entries as Radix items. */
export function DropdownMenuItems({
  items,
  align,
  width,
  label,
  maxHeight,
}: Pick<DropdownMenuProps, 'items' | 'align' | 'width' | 'label' | 'maxHeight'>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={4}
        collisionPadding={8}
        aria-label={label}
        style={{ width: typeof width === 'number' ? `${width}px` : width, maxHeight }}
        className={cn(menuContentClass, 'max-h-[var(--radix-dropdown-menu-content-available-height)]')}
      >
        <MenuEntries parts={Menu} items={items} />
      </Menu.Content>
    </Menu.Portal>
  );
}
