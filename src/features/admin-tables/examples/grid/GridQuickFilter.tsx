import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/list-page/SearchField';
import { DataGrid } from '@/components/ui/DataGrid';
import { SAMPLE_TAXPAYERS, useTaxpayerColumns } from './grid-data';

/** Quick filter: one search box matched against every column's text, in memory. */
export default function GridQuickFilter() {
  const { t } = useTranslation();
  const columns = useTaxpayerColumns();
  const [search, setSearch] = useState('');
  return (
    <DataGrid
      label={t('adminTables.grid.quickFilter.title')}
      columns={columns}
      data={SAMPLE_TAXPAYERS}
      rowId="id"
      globalFilter={search}
      paginate
      initialPageSize={10}
      maxHeight="none"
      toolbar={
        <SearchField
          value={search}
          onChange={setSearch}
          delay={150}
          label={t('adminTables.grid.search')}
          placeholder={t('adminTables.grid.searchPlaceholder')}
        />
      }
    />
  );
}
