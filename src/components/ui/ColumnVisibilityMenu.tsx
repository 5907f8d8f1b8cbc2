import type { Column, RowData } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from './DropdownMenu';
import type { GridFeatures } from './grid-features';
import { IconButton } from './IconButton';

export type ColumnVisibilityMenuProps<Row extends RowData> = {
  columns: Column<GridFeatures, Row, unknown>[];
};

/** Name of a column for menus and labels: meta.label, a plain-string header, or the id. */
export function columnLabel<Row extends RowData>(column: Column<GridFeatures, Row, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/** Checkbox menu to show/hide columns; the last visible column cannot be hidden. */
export function ColumnVisibilityMenu<Row extends RowData>({ columns }: ColumnVisibilityMenuProps<Row>) {
  const { t } = useTranslation();
  const hideable = columns.filter((c) => c.getCanHide());
  const visibleCount = columns.filter((c) => c.getIsVisible()).length;
  return (
    <DropdownMenu
      width={240}
      label={t('ui.showHideColumns')}
      trigger={
        <IconButton aria-label={t('ui.showHideColumns')}>
          <Columns3 aria-hidden="true" className="size-5" />
        </IconButton>
      }
      items={[
        { type: 'label', key: '__title', label: t('ui.columns') },
        ...hideable.map((column) => ({
          type: 'checkbox' as const,
          key: column.id,
          label: columnLabel(column),
          checked: column.getIsVisible(),
          disabled: column.getIsVisible() && visibleCount <= 1,
          onCheckedChange: (checked: boolean) => column.toggleVisibility(checked),
        })),
      ]}
    />
  );
}
