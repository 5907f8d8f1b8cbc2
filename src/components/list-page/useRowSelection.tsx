import type { RowData } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { createGridColumnHelper, type GridColumnDef } from '@/components/ui/grid-features';

const box = 'size-4 cursor-pointer accent-primary';

export interface RowSelectionTexts<Row> {
  /** the column's name (column menus, the header cell's label) */
  column: string;
  /** the header checkbox: every row of the page */
  all: string;
  /** one row's checkbox, e.g. "Select INV-001" */
  row: (row: Row) => string;
}

/**
 * Row selection for a server-paged grid: a first column of native checkboxes (Tab reaches each,
 * Space toggles it), the header one choosing every row of the page (mixed while only some are).
 * The selection is of the page shown: rows that leave it (another page, a filter) leave it too.
 */
export function useRowSelection<Row extends RowData>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
  texts: RowSelectionTexts<Row>,
) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    setSelected((s) => {
      const kept = rows.map(idOf).filter((id) => s.has(id));
      return kept.length === s.size ? s : new Set(kept);
    });
  }, [rows, idOf]);

  const chosen = useMemo(() => rows.filter((r) => selected.has(idOf(r))), [rows, selected, idOf]);
  const all = rows.length > 0 && chosen.length === rows.length;
  const some = chosen.length > 0 && !all;

  const column = useMemo((): GridColumnDef<Row> => {
    const col = createGridColumnHelper<Row>();
    const toggle = (id: number) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    return col.display({
      id: 'select',
      enableHiding: false,
      enableSorting: false,
      meta: { width: 56, label: texts.column },
      header: () => (
        <input
          type="checkbox"
          className={box}
          aria-label={texts.all}
          checked={all}
          disabled={rows.length === 0}
          ref={(el) => {
            if (el) el.indeterminate = some;
          }}
          onChange={() => setSelected(all ? new Set() : new Set(rows.map(idOf)))}
        />
      ),
      cell: (c) => (
        <input
          type="checkbox"
          className={box}
          aria-label={texts.row(c.row.original)}
          checked={selected.has(idOf(c.row.original))}
          onChange={() => toggle(idOf(c.row.original))}
        />
      ),
    }) as GridColumnDef<Row>;
  }, [rows, selected, all, some, idOf, texts]);

  return { column, chosen, ids: chosen.map(idOf), clear: () => setSelected(new Set()) };
}
