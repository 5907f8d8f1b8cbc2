import type { RowData } from '@tanstack/react-table';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
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
 * The chosen ids and the page's ids, outside React state: the checkbox cells read it through
 * useSyncExternalStore, so the column definition stays the same object while the choice changes.
 * (A new column would give the grid new cell components: each checkbox would be built again and
 * lose keyboard focus at every Space.)
 */
interface SelectionStore {
  get(): { selected: ReadonlySet<number>; page: readonly number[] };
  subscribe(listener: () => void): () => void;
  setSelected(next: ReadonlySet<number>): void;
  setPage(ids: readonly number[]): void;
}

function createStore(): SelectionStore {
  let state: { selected: ReadonlySet<number>; page: readonly number[] } = { selected: new Set(), page: [] };
  const listeners = new Set<() => void>();
  const publish = (next: typeof state) => {
    state = next;
    for (const l of listeners) l();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSelected: (selected) => publish({ ...state, selected }),
    setPage(page) {
      // rows that leave the page leave the choice too
      const kept = page.filter((id) => state.selected.has(id));
      publish({ page, selected: kept.length === state.selected.size ? state.selected : new Set(kept) });
    },
  };
}

function useStore(store: SelectionStore) {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

function HeaderBox({ store, label }: { store: SelectionStore; label: string }) {
  const { selected, page } = useStore(store);
  const chosen = page.filter((id) => selected.has(id)).length;
  const all = page.length > 0 && chosen === page.length;
  return (
    <input
      type="checkbox"
      className={box}
      aria-label={label}
      checked={all}
      disabled={page.length === 0}
      ref={(el) => {
        if (el) el.indeterminate = chosen > 0 && !all;
      }}
      onChange={() => store.setSelected(all ? new Set() : new Set(page))}
    />
  );
}

function RowBox({ store, id, label }: { store: SelectionStore; id: number; label: string }) {
  const { selected } = useStore(store);
  return (
    <input
      type="checkbox"
      className={box}
      aria-label={label}
      checked={selected.has(id)}
      onChange={() => {
        const next = new Set(store.get().selected);
        if (!next.delete(id)) next.add(id);
        store.setSelected(next);
      }}
    />
  );
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
  const [store] = useState(createStore);
  const { selected } = useStore(store);

  useEffect(() => {
    store.setPage(rows.map(idOf));
  }, [store, rows, idOf]);

  const chosen = useMemo(() => rows.filter((r) => selected.has(idOf(r))), [rows, selected, idOf]);

  const column = useMemo((): GridColumnDef<Row> => {
    const col = createGridColumnHelper<Row>();
    return col.display({
      id: 'select',
      enableHiding: false,
      enableSorting: false,
      meta: { width: 56, label: texts.column },
      header: () => <HeaderBox store={store} label={texts.all} />,
      cell: (c) => <RowBox store={store} id={idOf(c.row.original)} label={texts.row(c.row.original)} />,
    }) as GridColumnDef<Row>;
  }, [store, idOf, texts]);

  return { column, chosen, ids: chosen.map(idOf), clear: () => store.setSelected(new Set()) };
}
