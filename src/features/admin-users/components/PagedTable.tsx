import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { CardHeader } from '@/components/ui/CardHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';

export type PagedColumn<Row> = { key: string; header: string; cell: (row: Row) => ReactNode; end?: boolean };

type Props<Row> = {
  title: string;
  columns: PagedColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  error?: unknown;
  /** rows a page (the server's page size) */
  pageSize?: number;
  action?: ReactNode;
};

/** A titled, server-paged table of one account's records (the view page's tabs). */
export function PagedTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  total,
  page,
  onPageChange,
  error,
  pageSize = 10,
  action,
}: Props<Row>) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  return (
    <section className="rounded-lg border border-divider">
      <CardHeader title={title} as="h3" action={action} />
      {error ? (
        <Alert severity="error" className="m-4">
          {t('users.view.loadFailed')} {errorText(error)}
        </Alert>
      ) : !rows ? (
        <Skeleton className="m-4 h-24" />
      ) : !rows.length ? (
        <p className="px-5 pb-5 text-sm text-text-muted">{t('users.view.none')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-y border-divider bg-text/4 text-start">
                  {columns.map((c) => (
                    <th
                      key={c.key}
                      scope="col"
                      className={cn(
                        'px-4 py-2 font-medium whitespace-nowrap',
                        c.end ? 'text-end' : 'text-start',
                      )}
                    >
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="border-b border-divider last:border-b-0">
                    {columns.map((c) => (
                      <td
                        key={c.key}
                        className={cn('px-4 py-2', c.end ? 'text-end tabular-nums' : 'text-start')}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {total > pageSize && (
            <Pagination
              className="px-4 py-3"
              page={page}
              pageCount={Math.ceil(total / pageSize)}
              onPageChange={onPageChange}
              pageSize={pageSize}
              rowCount={total}
              label={title}
            />
          )}
        </>
      )}
    </section>
  );
}
