import { Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { IconButton } from '@/components/ui/IconButton';
import { Tooltip } from '@/components/ui/Tooltip';
import { cn } from '@/lib/cn';

/** A chart's figures as rows: the first cell names the row (a month, a bank), the rest its values. */
export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/**
 * One chart in its card: the picture is an image named by the title (its marks are not read one
 * by one); the same figures are a table, visually hidden until the table button shows it.
 * `live`: the figures come from the server, else they are sample data.
 */
export function ChartCard({
  id,
  title,
  subtitle,
  live = false,
  table,
  className,
  height = 'h-72',
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  live?: boolean;
  table: ChartTable;
  className?: string;
  height?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const toggle = showTable ? t('adminCharts.hideTable') : t('adminCharts.showTable');
  return (
    <Card className={cn('min-w-0', className)} data-chart={id}>
      <CardHeader
        title={title}
        subtitle={subtitle}
        action={
          <div className="flex items-center gap-2">
            <Badge size="sm" color={live ? 'success' : 'secondary'}>
              {live ? t('adminCharts.live') : t('adminCharts.sample')}
            </Badge>
            <Tooltip content={toggle}>
              <IconButton
                size="sm"
                aria-label={t('adminCharts.tableOf', { title })}
                aria-pressed={showTable}
                aria-controls={tableId}
                onClick={() => setShowTable((v) => !v)}
              >
                <Table2 aria-hidden="true" className="size-4" />
              </IconButton>
            </Tooltip>
          </div>
        }
      />
      <div className="px-5 pb-5">
        <figure aria-label={title} className={cn('relative m-0 w-full', height)} data-chart-canvas>
          {children}
        </figure>
        <div id={tableId} className={showTable ? 'mt-4 max-h-72 overflow-auto' : 'sr-only'}>
          <table className="w-full text-sm">
            <caption className={showTable ? 'pb-2 text-start font-medium' : undefined}>{title}</caption>
            <thead>
              <tr className="border-b border-divider text-text-muted">
                {table.columns.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn('py-1.5 font-medium', i ? 'text-end' : 'text-start')}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(({ key, cells: [head, ...values] }) => (
                <tr key={key} className="border-b border-divider">
                  <th scope="row" className="py-1.5 text-start font-normal">
                    {head}
                  </th>
                  {values.map((value, i) => (
                    <td key={table.columns[i + 1]} className="py-1.5 text-end tabular-nums">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}

/** The grid of a chart page's cards. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return <div className="grid items-start gap-6 lg:grid-cols-2">{children}</div>;
}
