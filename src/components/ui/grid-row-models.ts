// The client-mode grid's sorted and filtered row models. TanStack's own read each value and
// normalise it (lowercase, split into digit runs) inside every comparison, about 2 × n log n
// times for a sort, and allocate two maps a row for every filter: 10,000 rows took about 110 ms
// a sort or a filter with the CPU throttled 4×. These read each row's values once into keys,
// sort the keys, and match the global filter against one lowercased text a row. Sub-rows are not sorted (the
// portal's grids have none); column filters, unused by the grids, go to TanStack's model.
import {
  type Column,
  createFilteredRowModel,
  type Row,
  type RowData,
  type RowModel,
  skipFirstRun,
  type Table,
  type TableFeatures,
  tableMemo,
} from '@tanstack/react-table';

type AnyTable = Table<TableFeatures, RowData>;
type AnyRow = Row<TableFeatures, RowData>;
type AnyColumn = Column<TableFeatures, RowData, unknown>;
type Key = string | number;

const HAS_DIGITS = /\d/;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * "inv-2" before "inv-10": each run of digits (leading zeros dropped) is preceded by its length
 * as one character, so plain string order compares shorter numbers first and equal-length ones
 * digit by digit. A loop, not a regular expression: it runs for every row of a sorted column.
 */
export function naturalKey(value: unknown): string {
  const s = String(value ?? '').toLowerCase();
  let out = '';
  let i = 0;
  while (i < s.length) {
    let end = i;
    if (!isDigit(s.charCodeAt(i))) {
      while (end < s.length && !isDigit(s.charCodeAt(end))) end++;
      out += s.slice(i, end);
    } else {
      let start = i;
      while (start < s.length - 1 && s.charCodeAt(start) === 48 && isDigit(s.charCodeAt(start + 1))) start++;
      end = start;
      while (end < s.length && isDigit(s.charCodeAt(end))) end++;
      out += String.fromCharCode(0x30 + Math.min(end - start, 0xffff - 0x30)) + s.slice(start, end);
    }
    i = end;
  }
  return out;
}

type KeyOf = (value: unknown) => Key;

const numeric: KeyOf = (v) =>
  typeof v === 'number' ? v : v instanceof Date ? v.getTime() : Number.NEGATIVE_INFINITY;
const text: KeyOf = (v) => String(v ?? '').toLowerCase();

/** How a column's values become keys: by its sortFn's name, or (auto) by its first values, as TanStack decides. */
function keyOfColumn(column: AnyColumn, rows: AnyRow[]): KeyOf | null {
  const sortFn = (column.columnDef as { sortFn?: unknown }).sortFn ?? 'auto';
  if (typeof sortFn === 'function') return null;
  if (sortFn === 'basic' || sortFn === 'datetime') return numeric;
  if (sortFn === 'text') return text;
  if (sortFn === 'alphanumeric') return naturalKey;
  if (sortFn !== 'auto') return null;
  let isString = false;
  for (let i = 0; i < Math.min(rows.length, 10); i++) {
    const value = rows[i].getValue(column.id);
    if (value instanceof Date) return numeric;
    if (typeof value === 'string') {
      if (HAS_DIGITS.test(value)) return naturalKey;
      isString = true;
    }
  }
  return isString ? text : numeric;
}

interface SortPass {
  keys: Key[] | null;
  /** a column's own sortFn (a function), used as it is */
  compare: ((a: AnyRow, b: AnyRow, id: string) => number) | null;
  id: string;
  sign: number;
}

/** Positions of `rows` in the order of `passes`; ties keep the rows' order. */
function orderOf(rows: AnyRow[], passes: SortPass[]): number[] {
  const order = rows.map((_, i) => i);
  const [only] = passes;
  if (passes.length === 1 && only.keys) {
    const keys = only.keys;
    const sign = only.sign;
    return order.sort((a, b) => {
      const x = keys[a];
      const y = keys[b];
      return x < y ? -sign : x > y ? sign : a - b;
    });
  }
  return order.sort((a, b) => {
    for (let p = 0; p < passes.length; p++) {
      const pass = passes[p];
      let diff = 0;
      if (pass.keys) {
        const x = pass.keys[a];
        const y = pass.keys[b];
        diff = x < y ? -1 : x > y ? 1 : 0;
      } else if (pass.compare) diff = pass.compare(rows[a], rows[b], pass.id);
      if (diff !== 0) return diff * pass.sign;
    }
    return a - b;
  });
}

/**
 * Positions of `keys` in ascending order, ties in data order, as orderOf gives for one pass, without
 * a callback a comparison (a column's keys are all one kind, see keyOfColumn). Whole numbers: each
 * key and its position packed into one number, sorted natively. Other numbers, and strings that
 * repeat: the distinct keys sorted natively, then a counting sort of the positions by their key's
 * rank, which keeps ties in order. Null (orderOf's comparison sort is as fast or the only way) for
 * strings that mostly differ and for NaN.
 */
export function ascendingOrder(keys: Key[]): number[] | null {
  const n = keys.length;
  if (n === 0) return [];
  let distinct: Key[];
  if (typeof keys[0] === 'number') {
    const numbers = keys as number[];
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let whole = true;
    for (let i = 0; i < n; i++) {
      const k = numbers[i];
      if (Number.isNaN(k)) return null; // NaN compares as equal to anything in orderOf
      if (!Number.isInteger(k)) whole = false;
      if (k < min) min = k;
      if (k > max) max = k;
    }
    if (whole && (max - min + 1) * n <= Number.MAX_SAFE_INTEGER) {
      const packed = new Float64Array(n);
      for (let i = 0; i < n; i++) packed[i] = (numbers[i] - min) * n + i;
      packed.sort();
      const order: number[] = new Array(n);
      for (let i = 0; i < n; i++) order[i] = packed[i] % n;
      return order;
    }
    const sorted = Float64Array.from(numbers).sort();
    distinct = [];
    for (let i = 0; i < n; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) distinct.push(sorted[i]);
  } else {
    const set = new Set(keys as string[]);
    if (set.size > n * 0.75) return null;
    distinct = [...set].sort();
  }
  const rankOf = new Map<Key, number>();
  for (let r = 0; r < distinct.length; r++) rankOf.set(distinct[r], r);
  const ranks = new Int32Array(n);
  const starts = new Int32Array(distinct.length + 1);
  for (let i = 0; i < n; i++) {
    const rank = rankOf.get(keys[i]) ?? 0;
    ranks[i] = rank;
    starts[rank + 1]++;
  }
  for (let r = 1; r < starts.length; r++) starts[r] += starts[r - 1];
  const order: number[] = new Array(n);
  for (let i = 0; i < n; i++) order[starts[ranks[i]]++] = i;
  return order;
}

/** The descending order from the ascending one: runs of equal keys keep their original order. */
function reversed(ascending: number[], keys: Key[]): number[] {
  const out: number[] = [];
  let end = ascending.length;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && keys[ascending[start - 1]] === keys[ascending[end - 1]]) start--;
    for (let i = start; i < end; i++) out.push(ascending[i]);
    end = start;
  }
  return out;
}

/** A column's keys and orders over all the grid's rows: built once, by a sort or while the browser is idle. */
interface ColumnOrder {
  keys: Key[];
  ascending: number[];
  descending?: number[];
}
/** keys read, order not yet built (the idle work does one, then the other) */
type ColumnKeys = Omit<ColumnOrder, 'ascending'> & { ascending?: number[] };

/** A click or key waiting for the main thread (Chromium), so the idle work gives way to it. */
const inputPending = () =>
  (navigator as { scheduling?: { isInputPending?: () => boolean } }).scheduling?.isInputPending?.() ?? false;

// globalThis, not window: a step may come after the page (or a test's DOM) is gone
const whenIdle = (run: (deadline?: IdleDeadline) => void) =>
  typeof globalThis.requestIdleCallback === 'function'
    ? globalThis.requestIdleCallback(run)
    : globalThis.setTimeout(run, 1);

/**
 * Where each of `rows` stands among `all` (by the row's index in the data), or null when they are
 * not a part of them (then they are sorted on their own).
 */
function positionsIn(rows: AnyRow[], all: AnyRow[]): Int32Array | null {
  const at = new Int32Array(all.length).fill(-1);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (all[row.index] !== row) return null;
    at[row.index] = i;
  }
  return at;
}

/**
 * Sorted row model: each sorted column's values read once into keys, and its order over all the
 * grid's rows kept in both directions for as long as the data stays the same: a filter's rows take
 * their order from it in one pass instead of a sort. While the browser is idle after the data
 * changes, the other sortable columns' orders are built too, a column at a time, so a click on any
 * header only picks an order: 10,000 rows took 60 to 140 ms a first sort with the CPU throttled
 * 4×, mostly comparisons.
 */
export function createKeyedSortedRowModel() {
  return (table: AnyTable) => {
    let cache: { rows: AnyRow[]; of: WeakMap<AnyColumn, ColumnKeys | null> } | null = null;

    const columnKeys = (rows: AnyRow[], column: AnyColumn): ColumnKeys | null => {
      if (cache?.rows !== rows) cache = { rows, of: new WeakMap() };
      const known = cache.of.get(column);
      if (known !== undefined) return known;
      const keyOf = keyOfColumn(column, rows);
      const built = keyOf && { keys: rows.map((row) => keyOf(row.getValue(column.id))) };
      cache.of.set(column, built);
      return built;
    };
    const columnOrder = (rows: AnyRow[], column: AnyColumn): ColumnOrder | null => {
      const known = columnKeys(rows, column);
      if (known && !known.ascending)
        known.ascending =
          ascendingOrder(known.keys) ??
          orderOf(rows, [{ id: column.id, sign: 1, keys: known.keys, compare: null }]);
      return known as ColumnOrder | null;
    };

    // the other sortable columns' orders, built while the browser has nothing else to do: a
    // column's keys in one step, its order in the next, so a click waits for one at most; as many
    // steps an idle period as it has time for (one a period left them unfinished for most of a
    // second after the first rows with the CPU throttled 4×, and a click meanwhile sorted itself)
    let idleFor: AnyRow[] | null = null;
    const prepare = (all: AnyRow[]) => {
      if (idleFor === all || all.length < 2) return;
      idleFor = all;
      const step = (deadline?: IdleDeadline) => {
        for (;;) {
          if (idleFor !== all || table.getCoreRowModel().rows !== all) return;
          const next = (table.getAllLeafColumns() as AnyColumn[]).find((c) => {
            if (!c.getCanSort()) return false;
            const known = cache?.rows === all ? cache.of.get(c) : undefined;
            return known === undefined || (known !== null && !known.ascending);
          });
          if (!next) return;
          if (deadline && (deadline.timeRemaining() < 5 || inputPending())) return whenIdle(step);
          if (cache?.rows === all && cache.of.has(next)) columnOrder(all, next);
          else columnKeys(all, next);
          // without requestIdleCallback (a timer stands in), one step a turn
          if (!deadline) return whenIdle(step);
        }
      };
      whenIdle(step);
    };

    const sortRows = (): RowModel<TableFeatures, RowData> => {
      const pre = table.getPreSortedRowModel();
      const rows = pre.rows;
      const core = table.getCoreRowModel().rows;
      prepare(core);
      const sorting = table.atoms.sorting?.get() ?? [];
      if (sorting.length === 0 || rows.length < 2) return pre;
      // the orders are over all rows when these are some of them (a filter's), else over these
      const at = rows === core ? null : positionsIn(rows, core);
      const all = rows === core || at ? core : rows;
      const passes: SortPass[] = [];
      const orders: (ColumnOrder | null)[] = [];
      for (const sort of sorting) {
        const column = table.getColumn(sort.id) as AnyColumn | undefined;
        if (!column?.getCanSort()) continue;
        const def = column.columnDef as { invertSorting?: boolean };
        const known = columnOrder(all, column);
        orders.push(known);
        passes.push({
          id: column.id,
          sign: (sort.desc ? -1 : 1) * (def.invertSorting ? -1 : 1),
          keys: known && (at ? rows.map((row) => known.keys[row.index]) : known.keys),
          compare: known ? null : column.getSortFn(),
        });
      }
      if (passes.length === 0) return pre;

      let order: number[];
      const [one] = orders;
      if (passes.length === 1 && one) {
        let full = one.ascending;
        if (passes[0].sign !== 1) {
          one.descending ??= reversed(one.ascending, one.keys);
          full = one.descending;
        }
        if (at) {
          order = [];
          for (const i of full) if (at[i] >= 0) order.push(at[i]);
        } else order = full;
      } else order = orderOf(rows, passes);
      const sorted = order.map((i) => rows[i]);
      return {
        rows: sorted,
        flatRows: sorted,
        // the filter builds its own when something asks for it
        get rowsById() {
          return pre.rowsById;
        },
      };
    };

    return tableMemo({
      feature: 'rowSortingFeature',
      table: table as never,
      fnName: 'table.getSortedRowModel',
      memoDeps: () => [table.atoms.sorting?.get(), table.getPreSortedRowModel()],
      fn: sortRows,
      // a new order starts at the first page, as TanStack's own model does
      onAfterUpdate: skipFirstRun(() =>
        (table as { autoResetPageIndex?: () => void }).autoResetPageIndex?.(),
      ),
    });
  };
}

const SEPARATOR = '\u0000';

/** A row's filterable values in one lowercased text; the separator keeps a match inside one value. */
function searchText(row: AnyRow, columns: AnyColumn[]): string {
  let text = '';
  for (let i = 0; i < columns.length; i++) {
    const value = row.getValue(columns[i].id);
    text += i === 0 ? '' : SEPARATOR;
    if (value != null) text += String(value);
  }
  return text.toLowerCase();
}

/**
 * Filtered row model: the global filter ("includes", case-insensitive, over every filterable
 * column, as TanStack's includesString) against one text a row, built once (when the browser is
 * idle, or by the first filter) for as long as the rows and the filterable columns stay the same.
 */
export function createSearchTextFilteredRowModel() {
  const columnFiltered = createFilteredRowModel();
  return (table: AnyTable) => {
    let texts: { rows: AnyRow[]; columns: AnyColumn[]; of: string[] } | null = null;
    const searchTexts = (rows: AnyRow[]): string[] => {
      const columns = (table.getAllLeafColumns() as AnyColumn[]).filter((c) => c.getCanGlobalFilter());
      const same =
        texts?.rows === rows &&
        texts.columns.length === columns.length &&
        columns.every((c, i) => c === texts?.columns[i]);
      if (!same) texts = { rows, columns, of: rows.map((row) => searchText(row, columns)) };
      return texts?.of ?? [];
    };
    const withColumnFilters = columnFiltered(table as never) as () => RowModel<TableFeatures, RowData>;
    return tableMemo({
      feature: 'columnFilteringFeature',
      table: table as never,
      fnName: 'table.getFilteredRowModel',
      memoDeps: () => [
        table.getPreFilteredRowModel(),
        table.atoms.columnFilters?.get(),
        table.atoms.globalFilter?.get(),
      ],
      fn: (): RowModel<TableFeatures, RowData> => {
        if (table.atoms.columnFilters?.get()?.length) return withColumnFilters();
        const pre = table.getPreFilteredRowModel();
        const filter = table.atoms.globalFilter?.get();
        if (pre.rows.length === 0) return pre;
        if (filter == null || filter === '') {
          // the texts are built while the browser is idle, so the first filter need not wait for them
          whenIdle(() => {
            if (table.getPreFilteredRowModel() === pre) searchTexts(pre.rows);
          });
          return pre;
        }
        const needle = String(filter).toLowerCase();
        const of = searchTexts(pre.rows);
        const rows = pre.rows.filter((_, i) => of[i].includes(needle));
        let byId: Record<string, AnyRow> | null = null;
        return {
          rows,
          flatRows: rows,
          // built when something asks for it (the grid's own drawing does not)
          get rowsById() {
            if (!byId) {
              byId = Object.create(null) as Record<string, AnyRow>;
              for (const row of rows) byId[row.id] = row;
            }
            return byId;
          },
        };
      },
      onAfterUpdate: skipFirstRun(() =>
        (table as { autoResetPageIndex?: () => void }).autoResetPageIndex?.(),
      ),
    });
  };
}
