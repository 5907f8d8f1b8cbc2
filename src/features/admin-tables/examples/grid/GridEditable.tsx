import type { TaxpayerRow } from '@contract/table-data';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/ui/DataGrid';
import { EditableCell } from '@/components/ui/EditableCell';
import { formatNpwp, formatRupiah } from '@/lib/format';
import { taxpayerColumnHelper as col, SAMPLE_TAXPAYERS } from './grid-data';

type Field = 'nama' | 'npwp' | 'omzet';

/**
 * Inline editing: Enter, F2 or a double click on a name, NPWP or turnover edits it in place; a
 * value that breaks its rule stays in the input with the reason, Escape gives the old one back.
 */
export default function GridEditable() {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => SAMPLE_TAXPAYERS.slice(0, 8));
  const save = useCallback(
    (id: number, field: Field, value: string) =>
      setRows((all) =>
        all.map((row) =>
          row.id === id ? { ...row, [field]: field === 'omzet' ? Number(value) : value.trim() } : row,
        ),
      ),
    [],
  );
  const columns = useMemo(() => {
    const rules: Record<Field, (value: string) => string | null> = {
      nama: (v) => (v.trim().length >= 3 ? null : t('adminTables.grid.editable.nameRule')),
      npwp: (v) => (/^\d{16}$/.test(v) ? null : t('adminTables.grid.editable.npwpRule')),
      omzet: (v) => (/^\d{1,13}$/.test(v) ? null : t('adminTables.grid.editable.turnoverRule')),
    };
    const editable = (field: Field, header: string, show: (row: TaxpayerRow) => string, ltr = false) =>
      col.accessor(field, {
        header,
        enableSorting: false,
        meta: { minWidth: field === 'nama' ? 220 : 190, align: field === 'omzet' ? 'end' : 'start' },
        cell: (c) => (
          <EditableCell
            value={String(c.getValue())}
            display={show(c.row.original)}
            label={t('adminTables.grid.editable.edit', { column: header, row: c.row.original.nama })}
            validate={rules[field]}
            onCommit={(value) => save(c.row.original.id, field, value)}
            inputMode={field === 'nama' ? 'text' : 'numeric'}
            ltr={ltr}
            align={field === 'omzet' ? 'end' : 'start'}
          />
        ),
      });
    return col.columns([
      editable('nama', t('adminTables.col.name'), (r) => r.nama),
      editable('npwp', t('adminTables.col.npwp'), (r) => formatNpwp(r.npwp), true),
      col.accessor('kota', { header: t('adminTables.col.city'), enableSorting: false }),
      editable('omzet', t('adminTables.col.turnover'), (r) => formatRupiah(r.omzet)),
    ]);
  }, [t, save]);
  return (
    <DataGrid
      label={t('adminTables.grid.editable.title')}
      columns={columns}
      data={rows}
      rowId="id"
      columnMenu={false}
      maxHeight="none"
    />
  );
}
