import { type Cell, flexRender, type RowData } from '@tanstack/react-table';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import type { GridFeatures } from './grid-features';

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;

export type DataGridRowProps<Row extends RowData> = {
  /** The row's visible cells (TanStack keeps the same array while the row and the columns stay). */
  cells: Cell<GridFeatures, Row, unknown>[];
  /** aria-rowindex: the header row is 1 */
  rowIndex: number;
  original: Row;
  /** Row click is a mouse shortcut; each row's link (or actions menu) serves keyboard users. Keep it stable. */
  onRowClick?: (row: Row) => void;
};

/**
 * One body row. Memoised on its cells, so a grid that re-renders for anything else (its loading
 * state, the toolbar, a page re-render) leaves its rows alone; a row shown at a position the grid
 * keeps (GridTable keys rows by position) updates its texts in place after a sort instead of
 * building its cells again.
 */
function GridRow<Row extends RowData>({ cells, rowIndex, original, onRowClick }: DataGridRowProps<Row>) {
  return (
    <tr
      aria-rowindex={rowIndex}
      onClick={onRowClick ? () => onRowClick(original) : undefined}
      className={cn('h-grid-row transition-colors hover:bg-text/4', onRowClick && 'cursor-pointer')}
    >
      {cells.map((cell) => {
        const meta = cell.column.columnDef.meta;
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        return (
          <td
            key={cell.column.id}
            style={meta?.sticky === undefined ? undefined : { insetInlineStart: meta.sticky }}
            className={cn(
              'px-4 py-1 text-sm text-text',
              meta?.sticky !== undefined && 'sticky z-[5] bg-paper',
              alignClass[meta?.align ?? 'start'],
              meta?.nowrap !== false && 'whitespace-nowrap',
            )}
          >
            {meta?.ltr ? <bdi dir="ltr">{content}</bdi> : content}
          </td>
        );
      })}
    </tr>
  );
}

export const DataGridRow = memo(GridRow) as typeof GridRow;
