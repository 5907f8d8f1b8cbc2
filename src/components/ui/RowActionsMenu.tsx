import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, type MenuEntry } from './DropdownMenu';
import { IconButton } from './IconButton';

export type RowActionsMenuProps = {
  items: MenuEntry[];
  /** Names the row in the button label: "Actions for INV-0001". */
  rowLabel?: string;
};

/** The ⋮ button at the end of a grid row. */
export function RowActionsMenu({ items, rowLabel }: RowActionsMenuProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <DropdownMenu
      items={items}
      trigger={
        <IconButton
          size="sm"
          aria-label={rowLabel ? t('ui.rowActions', { name: rowLabel }) : t('ui.moreActions')}
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </IconButton>
      }
    />
  );
}
