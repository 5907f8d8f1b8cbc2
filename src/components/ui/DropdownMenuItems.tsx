import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DropdownMenuProps } from './DropdownMenu';
import { inkTone } from './tone';

const itemClass =
  'flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-3 py-1.5 text-sm outline-none select-none ' +
  'data-highlighted:bg-primary/10 data-disabled:pointer-events-none data-disabled:opacity-50';

/** DropdownMenu's open menu: its entries as Radix items. */
export function DropdownMenuItems({
  items,
  align,
  width,
  label,
}: Pick<DropdownMenuProps, 'items' | 'align' | 'width' | 'label'>) {
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
