import { type Bupot, PASALS } from '@contract/ebupot';
import { routePath } from '@contract/routes';
import { Ban, Eye, FilePenLine, Pencil, Plus, Printer, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/list-page/FilterSelect';
import { ListToolbar } from '@/components/list-page/ListToolbar';
import { listPrefetch } from '@/components/list-page/prefetch';
import { rowMenu } from '@/components/list-page/row-menu';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { useRowSelection } from '@/components/list-page/useRowSelection';
import { useListAnswer, useServerList } from '@/components/list-page/useServerList';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { useEverTrue } from '@/lib/ever-true';
import { monthNames } from '@/lib/format';
import { toast } from '@/lib/toast';
import { bupotListOptions, useBupotList, useDeadlines, useDeleteBupot } from '../api/bupot';
import { PeriodSummary } from '../components/PeriodSummary';
import { StatusFilter } from '../components/StatusFilter';
import { useBupotColumns } from '../components/useBupotColumns';
import { ebupotListUrl, toQuery } from '../utils/filters';
import { currentPeriod } from '../utils/period';

// The cancel dialog loads when first opened: it keeps Headless UI's dialog out of the list's first load.
const CancelDialog = lazy(() =>
  import('../components/CancelDialog').then((m) => ({ default: m.CancelDialog })),
);
// loaded when a slip is first chosen (2 KB the list's first load does without); it stays mounted
// after, as it lists the last action's outcome once the choice is cleared
const BulkBar = lazy(() => import('../bulk/BulkBar').then((m) => ({ default: m.BulkBar })));
const FIRST_YEAR = 2025;
const NO_ROWS: Bupot[] = [];
const idOf = (row: Bupot) => row.id;

/** The rows this address asks for, requested while the page still renders (src/app/prefetch-page.ts). */
export const prefetch = listPrefetch(ebupotListUrl, toQuery, bupotListOptions);

export default function EbupotListPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const navigate = useNavigate();
  const list = useServerList(ebupotListUrl, toQuery, useBupotList);
  const { state: filters, update } = list;
  const slips = useListAnswer(list);
  const deadlines = useDeadlines(filters.masa ?? undefined, filters.tahun ?? undefined);
  const { mutateAsync: deleteSlip } = useDeleteBupot();
  const [confirm, confirmation] = useConfirmAction();
  const columns = useBupotColumns();
  const selectionTexts = useMemo(
    () => ({
      column: t('ebupot.bulk.column'),
      all: t('ebupot.bulk.all'),
      row: (r: Bupot) =>
        t('ebupot.bulk.row', { name: r.number ?? `${t('ebupot.draftNumber')} ${r.recipientName}` }),
    }),
    [t],
  );
  const selection = useRowSelection(slips.data?.transaksis ?? NO_ROWS, idOf, selectionTexts);
  const gridColumns = useMemo(() => [selection.column, ...columns], [selection.column, columns]);
  const bulkUsed = useEverTrue(selection.chosen.length > 0);
  const [cancelling, setCancelling] = useState<Bupot | null>(null);

  const byStatus = slips.data?.allData.byStatus;
  const tabCounts = byStatus
    ? {
        all: byStatus.draft + byStatus.issued + byStatus.replaced + byStatus.cancelled,
        belum_terbit: byStatus.draft,
        telah_terbit: byStatus.issued,
        tidak_valid: byStatus.replaced + byStatus.cancelled,
      }
    : null;

  const rowActions = useCallback(
    (row: Bupot) => {
      const view = routePath('ebupotView', { id: row.id });
      const draft = row.status === 'draft';
      const issued = row.status === 'issued';
      return rowMenu(t, 'ebupot.actions', [
        { key: 'view', icon: Eye, onSelect: () => navigate(view) },
        { key: 'print', icon: Printer, when: !draft, onSelect: () => navigate(`${view}?print=1`) },
        { key: 'edit', icon: Pencil, when: draft, onSelect: () => navigate(`${view}/edit`) },
        {
          key: 'delete',
          icon: Trash2,
          when: draft,
          danger: true,
          onSelect: () => confirm('ebupot.delete', { name: row.recipientName }, () => deleteSlip(row.id)),
        },
        { key: 'correct', icon: FilePenLine, when: issued, onSelect: () => navigate(`${view}/edit`) },
        { key: 'cancel', icon: Ban, when: issued, danger: true, onSelect: () => setCancelling(row) },
      ]);
    },
    [t, navigate, confirm, deleteSlip],
  );

  const period = filters.tahun
    ? `-${filters.tahun}${filters.masa ? `-${String(filters.masa).padStart(2, '0')}` : ''}`
    : '';
  const months = monthNames(lng);
  const thisYear = currentPeriod().tahun;
  const years = Array.from({ length: Math.max(1, thisYear - FIRST_YEAR + 1) }, (_, i) => thisYear - i);

  const toolbar = (
    <ListToolbar
      list={list}
      before={
        <>
          <Select
            aria-label={t('ebupot.filters.masa')}
            className="w-full sm:w-40"
            value={filters.masa ? String(filters.masa) : ''}
            onChange={(e) => update({ masa: e.target.value ? Number(e.target.value) : null })}
            placeholder={t('ebupot.filters.allMonths')}
            options={months.map((m, i) => ({ value: String(i + 1), label: m }))}
          />
          <Select
            aria-label={t('ebupot.filters.tahun')}
            className="w-full sm:w-32"
            value={filters.tahun ? String(filters.tahun) : ''}
            onChange={(e) => update({ tahun: e.target.value ? Number(e.target.value) : null })}
            placeholder={t('ebupot.filters.allYears')}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
          <FilterSelect
            field="pasal"
            list={list}
            options={PASALS.map((p) => ({ value: p, label: t('ebupot.pasalLabel', { pasal: p }) }))}
            placeholder={t('ebupot.filters.allPasal')}
            className="w-full sm:w-40"
          />
        </>
      }
      onExport={async () =>
        (await import('../api/download')).downloadBupotCsv(list.query, `ebupot${period}.csv`)
      }
    />
  );

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        title={t('ebupot.list.title')}
        subtitle={t('ebupot.list.subtitle')}
        actions={
          <>
            <ButtonLink
              to={routePath('ebupotImport')}
              variant="outlined"
              startIcon={<Upload aria-hidden="true" className="size-4" />}
            >
              {t('ebupotImport.listAction')}
            </ButtonLink>
            <ButtonLink
              to={routePath('ebupotNew')}
              startIcon={<Plus aria-hidden="true" className="size-4" />}
            >
              {t('ebupot.list.create')}
            </ButtonLink>
          </>
        }
      />
      <PeriodSummary
        masa={filters.masa}
        tahun={filters.tahun}
        summary={slips.data?.allData}
        summaryFailed={slips.isError && !slips.data}
        deadlines={deadlines.data}
        deadlinesFailed={deadlines.isError && !deadlines.data}
      />
      <Card>
        <StatusFilter value={filters.tab} onChange={(tab) => update({ tab })} counts={tabCounts} />
        {bulkUsed && (
          <Suspense fallback={null}>
            <BulkBar chosen={selection.chosen} onDone={selection.clear} />
          </Suspense>
        )}
        <ServerListGrid
          list={list}
          rows="transaksis"
          label={t('ebupot.list.gridLabel')}
          toolbar={toolbar}
          columns={gridColumns}
          rowActions={rowActions}
          rowLabel={(row) => row.number ?? `${t('ebupot.draftNumber')} ${row.recipientName}`}
          onRetry={() => {
            slips.refetch();
            if (deadlines.isError) deadlines.refetch();
          }}
        />
      </Card>

      {confirmation}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelDialog
            slip={cancelling}
            onClose={() => setCancelling(null)}
            onDone={() => toast.success(t('ebupot.cancel.done'))}
          />
        </Suspense>
      )}
    </section>
  );
}
