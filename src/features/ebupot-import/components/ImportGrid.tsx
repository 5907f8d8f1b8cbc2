import {
  IMPORT_COLUMNS,
  type ImportCellError,
  type ImportColumnKey,
  type ImportRow,
} from '@contract/ebupot-import';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { DataGrid } from '@/components/ui/DataGrid';
import { EditableCell } from '@/components/ui/EditableCell';
import { createGridColumnHelper, type GridColumnDef } from '@/components/ui/grid-features';
import { inkTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

const col = createGridColumnHelper<ImportRow>();

/** Columns whose content reads left to right in Arabic too (numbers, codes, dates). */
const LTR = new Set<ImportColumnKey>([
  'masa',
  'tahun',
  'recipientId',
  'recipientNitku',
  'recipientEmail',
  'kodeObjek',
  'manualRate',
  'dpp',
  'docNumber',
  'docDate',
  'withholdingDate',
  'fasilitasNumber',
]);
const WIDE = new Set<ImportColumnKey>(['recipientName', 'recipientAddress', 'recipientEmail', 'docType']);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A cell's problem in the reader's language: the slip rules' key, else the import's, else the server's text. */
export function cellMessage(t: Translate, error: ImportCellError): string {
  for (const key of [`ebupot.errors.${error.key}`, `ebupotImport.errors.${error.key}`]) {
    const text = t(key, { defaultValue: '' });
    if (text && text !== key) return text;
  }
  return error.message;
}

/**
 * The preview grid: a row per line of the file, each cell editable in place (Enter, F2 or a
 * double click); a cell with a problem is outlined and says what is wrong beneath its value.
 */
export const ImportGrid = memo(function ImportGrid({
  rows,
  onSave,
}: {
  rows: ImportRow[];
  onSave: (line: number, column: ImportColumnKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const save = useRef(onSave);
  save.current = onSave;
  const columns = useMemo<GridColumnDef<ImportRow>[]>(
    () => [
      col.accessor('line', {
        header: t('ebupotImport.grid.line'),
        meta: { width: 72, align: 'end', ltr: true, sticky: 0 },
      }),
      col.display({
        id: 'status',
        header: t('ebupotImport.grid.status'),
        meta: { width: 130, label: t('ebupotImport.grid.status') },
        cell: (c) => {
          const n = Object.keys(c.row.original.errors).length;
          return n ? (
            <Badge color="error">{t('ebupotImport.grid.problems', { count: n })}</Badge>
          ) : (
            <Badge color="success">{t('ebupotImport.grid.valid')}</Badge>
          );
        },
      }),
      ...IMPORT_COLUMNS.map((c) => {
        const header = t(`ebupotImport.columns.${c.key}`);
        return col.display({
          id: c.key,
          header,
          enableSorting: false,
          meta: {
            label: header,
            minWidth: WIDE.has(c.key) ? 220 : 150,
            align: c.key === 'dpp' ? 'end' : 'start',
          },
          cell: (ctx) => {
            const row = ctx.row.original;
            const value = row.values[c.key];
            const error = row.errors[c.key];
            const message = error ? cellMessage(t, error) : null;
            const ltr = LTR.has(c.key);
            return (
              <div className={cn('rounded', error && 'bg-error/8 ring-1 ring-error/70 ring-inset')}>
                <EditableCell
                  value={value}
                  label={`${t('ebupotImport.grid.edit', { column: header, line: row.line })}${message ? `: ${message}` : ''}`}
                  onCommit={(next) => save.current(row.line, c.key, next)}
                  ltr={ltr}
                  align={c.key === 'dpp' ? 'end' : 'start'}
                  display={
                    <span className="flex flex-col leading-tight">
                      <span className="truncate">
                        {value ? (
                          ltr ? (
                            <bdi dir="ltr">{value}</bdi>
                          ) : (
                            value
                          )
                        ) : (
                          <span className="text-text-muted">—</span>
                        )}
                      </span>
                      {message && (
                        <span className={cn('truncate text-xs font-medium', inkTone.error)} title={message}>
                          {message}
                        </span>
                      )}
                    </span>
                  }
                />
              </div>
            );
          },
        });
      }),
    ],
    [t],
  );
  return (
    <DataGrid
      label={t('ebupotImport.grid.label')}
      columns={columns}
      data={rows}
      rowId={(r) => String(r.line)}
      maxHeight="60vh"
      empty={<p className="p-6 text-center text-sm text-text-muted">{t('ebupotImport.grid.empty')}</p>}
    />
  );
});
