import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import { useDirection } from './direction';
import { LazyMenu } from './LazyMenu';

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
  | {
      /** Options of which one is chosen (menuitemradio), e.g. the selected item of a list. */
      type: 'radio';
      key: string;
      value: string;
      onValueChange: (value: string) => void;
      options: { value: string; label: ReactNode; disabled?: boolean }[];
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
  /** Longest the menu gets before it scrolls (px), e.g. 4.5 items' worth. */
  maxHeight?: number;
  onOpenChange?: (open: boolean) => void;
};

/**
 * Menu of actions (Radix): arrow keys, typeahead, Escape, focus returns to the trigger. Radix and
 * the items' rendering (./DropdownMenuItems) load on the first use (see LazyMenu), so a grid's row
 * and column menus cost only their buttons on its first load.
 */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  width,
  label,
  maxHeight,
  onOpenChange,
}: DropdownMenuProps) {
  const dir = useDirection();
  return (
    <LazyMenu
      dir={dir}
      trigger={trigger}
      onOpenChange={onOpenChange}
      content={(Menu) => (
        <Menu.Items items={items} align={align} width={width} label={label} maxHeight={maxHeight} />
      )}
    />
  );
}
