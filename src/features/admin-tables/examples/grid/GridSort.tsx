import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/ui/DataGrid';
import { SAMPLE_TAXPAYERS, useTaxpayerColumns } from './grid-data';

/** Sorting: starts with the largest turnover first; each header's button cycles ascending, descending, none. */
export default function GridSort() {
  const { t } = useTranslation();
  const columns = useTaxpayerColumns();
  return (
    <DataGrid
      label={t('adminTables.grid.sort.title')}
      columns={columns}
      data={SAMPLE_TAXPAYERS}
      rowId="id"
      initialSorting={[{ id: 'omzet', desc: true }]}
      paginate
      initialPageSize={10}
      maxHeight="none"
    />
  );
}
