import type { RowData } from '@tanstack/react-table';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from './grid-features';
import type { ServerGridBodyProps, ServerGridProps } from './ServerGridBody';
import { Skeleton } from './Skeleton';

// The table (TanStack Table, rows, header, pagination: about 14 KB gzip) is not needed to draw a
// list page: its rows wait for the server's answer anyway. It loads beside the page (the import
// starts when this module runs, before the page renders or asks for its rows), so a client's
// list page paints its header, tabs and filters without it and keeps its first-load budget.
const loadBody = () => import('./ServerGridBody');
if (typeof window !== 'undefined') void loadBody();
const ServerGridBody = lazy(loadBody) as <Row extends RowData>(
  props: ServerGridBodyProps<Row>,
) => React.ReactElement;

/**
 * DataGrid for a list the server sorts, filters and pages: the caller holds the sort and the page
 * (`sorting`, `pagination`, `rowCount`) and fetches each page, so the table loads no in-memory
 * row models. Its toolbar is drawn at once, the table when its code is there.
 */
export function ServerDataGrid<Row extends RowData>(props: ServerGridProps<Row>) {
  const { t } = useTranslation();
  const { toolbar, columnMenu = true, columns, className, pagination } = props;
  // The column menu's place in the toolbar, filled by the table once loaded: the toolbar (and a
  // search being typed in it) is never drawn again when the table arrives.
  const menuSlot = useRef<HTMLDivElement>(null);
  const hideable = columnMenu && columns.some((column) => column.enableHiding !== false);
  const skeletonRows = Math.min(pagination?.pageSize ?? 10, 10);

  return (
    <div className={cn('flex min-w-0 flex-col', className)}>
      {(toolbar || hideable) && (
        <div className="flex flex-wrap items-start gap-3 px-4 py-3">
          {toolbar}
          {hideable && <div ref={menuSlot} className="ms-auto empty:hidden" />}
        </div>
      )}
      <Suspense
        fallback={
          <div
            role="status"
            aria-label={t('ui.loading')}
            className="flex flex-col"
            style={{ minHeight: GRID_HEADER_HEIGHT + skeletonRows * GRID_ROW_HEIGHT }}
          >
            <div className="h-grid-header border-b border-divider" />
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
