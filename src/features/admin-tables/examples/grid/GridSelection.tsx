import type { TaxpayerRow } from '@contract/table-data';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { DataGrid } from '@/components/ui/DataGrid';
import { taxpayerColumnHelper as col, SAMPLE_TAXPAYERS, useTaxpayerColumns } from './grid-data';

const box = 'size-4 cursor-pointer accent-primary';
const SHOWN = ['nama', 'kota', 'status', 'omzet'];

/**
 * Row selection with bulk actions: a checkbox a row and one for the page (mixed when some are
 * chosen); the toolbar counts the selection and acts on it.
 */
export default function GridSelection() {
  const { t } = useTranslation();
  const base = useTaxpayerColumns();
  const [rows, setRows] = useState(() => SAMPLE_TAXPAYERS.slice(0, 12));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const some = !all && rows.some((r) => selected.has(r.id));
  const columns = useMemo(() => {
    const toggle = (id: number) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    return [
      col.display({
        id: 'select',
        enableHiding: false,
        meta: { width: 56, label: t('adminTables.grid.selection.select') },
        header: () => (
          <input
            type="checkbox"
            className={box}
            aria-label={t('adminTables.grid.selection.selectAll')}
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some;
            }}
            onChange={() => setSelected(all ? new Set() : new Set(rows.map((r) => r.id)))}
          />
        ),
        cell: (c) => (
          <input
            type="checkbox"
            className={box}
            aria-label={t('adminTables.grid.selection.selectRow', { name: c.row.original.nama })}
            checked={selected.has(c.row.original.id)}
            onChange={() => toggle(c.row.original.id)}
          />
        ),
      }),
      ...base.filter((c) => SHOWN.includes((c as { accessorKey?: string }).accessorKey ?? '')),
    ];
  }, [base, rows, selected, all, some, t]);
  const setStatus = (status: TaxpayerRow['status']) => {
    setRows((rs) => rs.map((r) => (selected.has(r.id) ? { ...r, status } : r)));
    setSelected(new Set());
  };
  const remove = () => {
    setRows((rs) => rs.filter((r) => !selected.has(r.id)));
    setSelected(new Set());
  };
  return (
    <DataGrid
      label={t('adminTables.grid.selection.title')}
      columns={columns}
      data={rows}
      rowId="id"
      columnMenu={false}
      maxHeight="none"
      toolbar={
        <div className="flex min-h-[38px] flex-wrap items-center gap-2">
          <span role="status" className="me-2 text-sm text-text-muted">
            {t('adminTables.grid.selection.count', { count: selected.size })}
          </span>
          <Button size="sm" variant="tonal" disabled={!selected.size} onClick={() => setStatus('AKTIF')}>
            {t('adminTables.grid.selection.activate')}
          </Button>
          <Button
            size="sm"
            variant="tonal"
            color="warning"
            disabled={!selected.size}
            onClick={() => setStatus('NON_EFEKTIF')}
          >
            {t('adminTables.grid.selection.deactivate')}
          </Button>
          <Button size="sm" variant="tonal" color="error" disabled={!selected.size} onClick={remove}>
            {t('adminTables.grid.selection.remove')}
          </Button>
        </div>
      }
    />
  );
}
