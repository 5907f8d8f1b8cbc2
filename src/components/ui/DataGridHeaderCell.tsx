import type { Header, RowData } from '@tanstack/react-table';
import { ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { GridFeatures } from './grid-features';
import { focusRing } from './tone';

export type DataGridHeaderCellProps<Row extends RowData> = {
  header: Header<GridFeatures, Row, unknown>;
  /** The rendered header content (table.FlexRender). */
  children: ReactNode;
};

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;

// descending is the up arrow turned round: one icon less on every grid route. Built once: a sort
// redraws every header, and an element React has seen before costs it nothing.
const sortIcons = {
  none: (
    <ArrowUpDown
      aria-hidden="true"
      className="size-4 shrink-0 text-text-disabled group-hover:text-text-muted"
    />
  ),
  asc: <ArrowUp aria-hidden="true" className="size-4 shrink-0 text-text" />,
  desc: <ArrowUp aria-hidden="true" className="size-4 shrink-0 rotate-180 text-text" />,
};

/** <th> with aria-sort; a sortable column's title is a button that cycles asc → desc → none. */
export function DataGridHeaderCell<Row extends RowData>({ header, children }: DataGridHeaderCellProps<Row>) {
  const column = header.column;
  const meta = column.columnDef.meta;
  const align = meta?.align ?? 'start';
  const sorted = column.getIsSorted();
  const canSort = column.getCanSort();
  const title = header.isPlaceholder ? null : canSort ? (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      className={cn(
        'group inline-flex items-center gap-1 rounded align-middle uppercase',
        align === 'end' && 'flex-row-reverse',
        focusRing,
      )}
    >
      {children}
      {sortIcons[sorted || 'none']}
    </button>
  ) : (
    children
  );
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      style={{
        minWidth: meta?.width ?? meta?.minWidth ?? 120,
        width: meta?.width,
        insetInlineStart: meta?.sticky,
      }}
      className={cn(
        'sticky top-0 z-10 h-grid-header border-b border-divider bg-[color-mix(in_srgb,var(--c-paper)_94%,var(--c-text))] px-4',
        meta?.sticky !== undefined && 'z-20',
        'text-xs font-medium tracking-wide whitespace-nowrap text-text uppercase',
        alignClass[align],
      )}
    >
      {meta?.headerAction ? (
        <div className={cn('flex items-center gap-1', align === 'end' && 'justify-end')}>
          {title}
          {meta.headerAction}
        </div>
      ) : (
        title
      )}
    </th>
  );
}
