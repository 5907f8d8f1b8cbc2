import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { EmptyState } from '@/components/ui/EmptyState';
import { ScrollArea } from './ScrollArea';

export interface RankRow {
  key: string;
  name: string;
  detail?: string;
  /** what the bar under the name shows, against the first (largest) row's */
  measure: number;
  cells: string[];
}

/** A ranked list as a real table (its own accessible form), a bar under each name for the share. */
export function RankTable({
  title,
  subtitle,
  columns,
  rows,
  testId,
}: {
  title: string;
  subtitle?: string;
  /** the name column's header, then one a cell */
  columns: string[];
  rows: RankRow[];
  testId: string;
}) {
  const { t } = useTranslation();
  const top = Math.max(1, ...rows.map((r) => r.measure));
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader title={title} subtitle={subtitle} />
      {rows.length === 0 ? (
        <EmptyState title={t('adminDashboards.empty')} />
      ) : (
        <ScrollArea label={title}>
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-text-muted">
              <tr>
                {columns.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={i === 0 ? 'py-2 text-start font-medium' : 'py-2 text-end font-medium'}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-key={row.key} className="border-t border-divider align-top">
                  <th scope="row" className="py-2 pe-3 text-start font-normal">
                    <span className="block font-medium text-text">{row.name}</span>
                    {row.detail && <span className="block text-xs text-text-muted">{row.detail}</span>}
                    <span aria-hidden="true" className="mt-1.5 block h-1.5 rounded-full bg-primary/12">
                      <span
                        className="block h-full rounded-full bg-primary"
                        style={{ inlineSize: `${Math.max(2, (row.measure / top) * 100)}%` }}
                      />
                    </span>
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={columns[i + 1]} className="py-2 ps-3 text-end whitespace-nowrap tabular-nums">
                      <Ltr>{cell}</Ltr>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </Card>
  );
}
