import type { LucideIcon } from 'lucide-react';
import type { MenuEntry } from '@/components/ui/DropdownMenu';

export type RowAction = {
  /** Also the label's key under the menu's prefix. */
  key: string;
  icon: LucideIcon;
  onSelect: () => void;
  danger?: boolean;
  /** Offered only when true (default). */
  when?: boolean;
};

/** A row's ⋮ menu: the actions that apply, labelled `${prefix}.${key}`. */
export function rowMenu(t: (key: string) => string, prefix: string, actions: RowAction[]): MenuEntry[] {
  return actions
    .filter((action) => action.when !== false)
    .map(({ key, icon: Icon, onSelect, danger }) => ({
      key,
      label: t(`${prefix}.${key}`),
      icon: <Icon className="size-4" />,
      onSelect,
      ...(danger ? { danger } : {}),
    }));
}
