import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/ui/DataGrid';
import { type ColumnLayoutLabels, useColumnLayout } from '@/components/ui/grid-column-layout';
import { SAMPLE_TAXPAYERS, useTaxpayerColumns } from './grid-data';

/**
 * Column options: each header's ⋮ menu pins the column to the start edge (it stays while the grid
 * scrolls sideways), moves it, or hides it (the columns button brings it back); its edge resizes
 * it with the pointer or, focused, with the arrow keys.
 */
export default function GridColumns() {
  const { t } = useTranslation();
  const columns = useTaxpayerColumns();
  const labels = useMemo<ColumnLayoutLabels>(
    () => ({
      options: (column) => t('adminTables.grid.columns.options', { column }),
      resize: (column) => t('adminTables.grid.columns.resize', { column }),
      pin: t('adminTables.grid.columns.pin'),
      unpin: t('adminTables.grid.columns.unpin'),
      moveStart: t('adminTables.grid.columns.moveStart'),
      moveEnd: t('adminTables.grid.columns.moveEnd'),
      hide: t('adminTables.grid.columns.hide'),
    }),
    [t],
  );
  const layout = useColumnLayout(columns, labels, { pinned: ['nama'], widths: { nama: 220 } });
  return (
    <DataGrid
      label={t('adminTables.grid.columns.title')}
      columns={layout.columns}
      columnVisibility={layout.visibility}
      onColumnVisibilityChange={layout.onVisibilityChange}
      data={SAMPLE_TAXPAYERS}
      rowId="id"
      paginate
      initialPageSize={10}
      maxHeight="none"
    />
  );
}
