import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/ui/DataGrid';
import { SAMPLE_TAXPAYERS, useTaxpayerColumns } from './grid-data';

/** The portal's DataGrid as it comes: 54 px header, 50 px rows, paging, the column menu. */
export default function GridBasic() {
  const { t } = useTranslation();
  const columns = useTaxpayerColumns();
  return (
    <DataGrid
      label={t('adminTables.grid.basic.title')}
      columns={columns}
      data={SAMPLE_TAXPAYERS}
      rowId="id"
      paginate
      initialPageSize={10}
      maxHeight="none"
    />
  );
}
