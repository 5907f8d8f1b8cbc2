import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, type MenuEntry } from './DropdownMenu';
import { IconButton } from './IconButton';

export type RowActionsMenuProps = {
  items: MenuEntry[];
  /** Names the row in the button label: "Actions for INV-0001". */
  rowLabel?: string;
};

// One element for every row: React skips an element it has already rendered, and a long list
// would otherwise build the icon's SVG again in each row on each render.
const ellipsis = <EllipsisVertical aria-hidden="true" className="size-5" />;

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
          {ellipsis}
        </IconButton>
      }
    />
  );
}
