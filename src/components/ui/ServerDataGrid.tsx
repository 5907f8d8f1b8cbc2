import type { RowData } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { DataGridProps } from './GridTable';
import type { ServerGridBodyProps } from './ServerGridBody';
import { Skeleton } from './Skeleton';

type ClientOnly = 'mode' | 'initialSorting' | 'globalFilter' | 'paginate';

// The table (TanStack Table, rows, header, pagination: about 14 KB gzip) is not needed to draw a
// list page: its rows wait for the server's answer anyway. It loads beside the page (the import
// starts when this module runs, before the page renders or asks for its rows), so a client's
// list page paints its header, tabs and filters without it and keeps its first-load budget.
const loadBody = () => import('./ServerGridBody');
if (typeof window !== 'undefined') void loadBody();
const ServerGridBody = lazy(loadBody) as <Row extends RowData>(
  props: ServerGridBodyProps<Row>,
) => React.ReactElement;

const ROW_HEIGHT = 50;
const HEADER_HEIGHT = 54;

/**
 * DataGrid for a list the server sorts, filters and pages: the caller holds the sort and the page
 * (`sorting`, `pagination`, `rowCount`) and fetches each page, so the table loads no in-memory
 * row models. Its toolbar is drawn at once, the table when its code is there.
 */
export function ServerDataGrid<Row extends RowData>(props: Omit<DataGridProps<Row>, ClientOnly>) {
  const { t } = useTranslation();
  const { toolbar, columnMenu = true, columns, className, pagination } = props;
  // The column menu's place in the toolbar, filled by the table once loaded: the toolbar (and a
  // search being typed in it) is never drawn again when the table arrives.
  const [menuSlot, setMenuSlot] = useState<HTMLElement | null>(null);
  const hideable = columnMenu && columns.some((column) => column.enableHiding !== false);
  const skeletonRows = Math.min(pagination?.pageSize ?? 10, 10);

  return (
    <div className={cn('flex min-w-0 flex-col', className)}>
      {(toolbar || hideable) && (
        <div className="flex flex-wrap items-start gap-3 px-4 py-3">
          {toolbar}
          {hideable && <div ref={setMenuSlot} className="ms-auto empty:hidden" />}
        </div>
      )}
      <Suspense
        fallback={
          <div
            role="status"
            aria-label={t('ui.loading')}
            className="flex flex-col"
            style={{ minHeight: HEADER_HEIGHT + skeletonRows * ROW_HEIGHT }}
          >
            <div className="border-b border-divider" style={{ height: HEADER_HEIGHT }} />
            {Array.from({ length: skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="flex h-grid-row items-center border-b border-divider px-4">
                <Skeleton className="w-3/4" />
              </div>
            ))}
          </div>
        }
      >
        <ServerGridBody {...props} toolbar={undefined} className={undefined} columnMenuSlot={menuSlot} />
      </Suspense>
    </div>
  );
}
