import { type Bupot, type BupotSort, PASALS } from '@contract/ebupot';
import { routePath } from '@contract/routes';
import { Ban, Download, Eye, FilePenLine, Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import type { MenuEntry } from '@/components/ui/DropdownMenu';
import { EmptyState } from '@/components/ui/EmptyState';
import type { PaginationState, SortingState } from '@/components/ui/grid-features';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { ServerDataGrid } from '@/components/ui/ServerDataGrid';
import { useApiErrorMessage } from '@/lib/errors';
import { monthNames } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadBupotCsv, useBupotList, useDeadlines, useDeleteBupot } from '../api/bupot';
import { PeriodSummary } from '../components/PeriodSummary';
import { SearchBox } from '../components/SearchBox';
import { StatusFilter } from '../components/StatusFilter';
import { useBupotColumns } from '../components/useBupotColumns';
import { currentPeriod, PER_PAGE, toQuery, useListFilters } from '../hooks/useListFilters';

// Dialogs load when first opened: they keep Headless UI's dialog out of the list's first load.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);
const CancelDialog = lazy(() =>
  import('../components/CancelDialog').then((m) => ({ default: m.CancelDialog })),
);
const FIRST_YEAR = 2025;
const EMPTY: Bupot[] = [];

export default function EbupotListPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const errorText = useApiErrorMessage();
  const navigate = useNavigate();
  const [filters, update] = useListFilters();
  const query = useMemo(() => toQuery(filters), [filters]);
  const list = useBupotList(query);
  const deadlines = useDeadlines(filters.masa ?? undefined, filters.tahun ?? undefined);
  const remove = useDeleteBupot();
  const columns = useBupotColumns();
  const [deleting, setDeleting] = useState<Bupot | null>(null);
  const [cancelling, setCancelling] = useState<Bupot | null>(null);
  const [exporting, setExporting] = useState(false);

  const byStatus = list.data?.allData.byStatus;
  const tabCounts = byStatus
    ? {
        all: byStatus.draft + byStatus.issued + byStatus.replaced + byStatus.cancelled,
        belum_terbit: byStatus.draft,
        telah_terbit: byStatus.issued,
        tidak_valid: byStatus.replaced + byStatus.cancelled,
      }
    : null;

  const sorting: SortingState = [{ id: filters.sort, desc: filters.order === 'desc' }];
  const pagination: PaginationState = { pageIndex: filters.page - 1, pageSize: filters.perPage };
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    if (!first) update({ order: 'asc' });
    else update({ sort: first.id as BupotSort, order: first.desc ? 'desc' : 'asc' });
  };
  const onPaginationChange = (next: PaginationState) =>
    next.pageSize !== filters.perPage
      ? update({ perPage: next.pageSize })
      : update({ page: next.pageIndex + 1 });

  const rowActions = useCallback(
    (row: Bupot): MenuEntry[] => {
      const view = routePath('ebupotView', { id: row.id });
      const items: MenuEntry[] = [
        {
          key: 'view',
          label: t('ebupot.actions.view'),
          icon: <Eye className="size-4" />,
          onSelect: () => navigate(view),
        },
      ];
      if (row.status !== 'draft')
        items.push({
          key: 'print',
          label: t('ebupot.actions.print'),
          icon: <Printer className="size-4" />,
          onSelect: () => navigate(`${view}?print=1`),
        });
      if (row.status === 'draft') {
        items.push(
          {
            key: 'edit',
            label: t('ebupot.actions.edit'),
            icon: <Pencil className="size-4" />,
            onSelect: () => navigate(`${view}/edit`),
          },
          {
            key: 'delete',
            label: t('ebupot.actions.delete'),
            icon: <Trash2 className="size-4" />,
            danger: true,
            onSelect: () => setDeleting(row),
          },
        );
      }
      if (row.status === 'issued') {
        items.push(
          {
            key: 'correct',
            label: t('ebupot.actions.correct'),
            icon: <FilePenLine className="size-4" />,
            onSelect: () => navigate(`${view}/edit`),
          },
          {
            key: 'cancel',
            label: t('ebupot.actions.cancel'),
            icon: <Ban className="size-4" />,
            danger: true,
            onSelect: () => setCancelling(row),
          },
        );
      }
      return items;
    },
    [t, navigate],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const period = filters.tahun
        ? `-${filters.tahun}${filters.masa ? `-${String(filters.masa).padStart(2, '0')}` : ''}`
        : '';
      await downloadBupotCsv(query, `ebupot${period}.csv`);
      toast.success(t('ebupot.export.done'));
    } catch (err) {
      toast.error(t('ebupot.export.failed', { message: errorText(err) }));
    } finally {
      setExporting(false);
    }
  };

  const months = monthNames(lng);
  const thisYear = currentPeriod().tahun;
  const years = Array.from({ length: Math.max(1, thisYear - FIRST_YEAR + 1) }, (_, i) => thisYear - i);
  const filtered = filters.q !== '' || filters.pasal !== '';

  const toolbar = (
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
      <Select
        aria-label={t('ebupot.filters.pasal')}
        className="w-full sm:w-40"
        value={filters.pasal}
        onChange={(e) => update({ pasal: e.target.value as typeof filters.pasal })}
        placeholder={t('ebupot.filters.allPasal')}
        options={PASALS.map((p) => ({ value: p, label: t('ebupot.pasalLabel', { pasal: p }) }))}
      />
      <SearchBox
        value={filters.q}
        onChange={(q) => update({ q })}
        label={t('ebupot.filters.search')}
        placeholder={t('ebupot.filters.searchPlaceholder')}
      />
      <Button
        variant="outlined"
        onClick={exportCsv}
        loading={exporting}
        startIcon={<Download aria-hidden="true" className="size-4" />}
        className="ms-auto"
      >
        {t('ebupot.export.button')}
      </Button>
    </>
  );

  const grid = (
    <ServerDataGrid
      label={t('ebupot.list.gridLabel')}
      columns={columns}
      data={list.data?.transaksis ?? EMPTY}
      rowId="id"
      rowCount={list.data?.total ?? 0}
      sorting={sorting}
      onSortingChange={onSortingChange}
      pagination={pagination}
      onPaginationChange={onPaginationChange}
      pageSizeOptions={PER_PAGE}
      toolbar={toolbar}
      rowActions={rowActions}
      rowLabel={(row) => row.number ?? `${t('ebupot.draftNumber')} ${row.recipientName}`}
      loading={list.isFetching}
      error={list.isError && !list.data ? errorText(list.error) : undefined}
      onRetry={() => {
        list.refetch();
        if (deadlines.isError) deadlines.refetch();
      }}
      empty={
        filtered ? (
          <EmptyState
            title={t('ebupot.list.noMatchTitle')}
            description={t('ebupot.list.noMatchBody')}
            action={
              <Button variant="outlined" onClick={() => update({ q: '', pasal: '' })}>
                {t('ebupot.filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('ebupot.list.emptyTitle')} description={t('ebupot.list.emptyBody')} />
        )
      }
    />
  );

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        title={t('ebupot.list.title')}
        subtitle={t('ebupot.list.subtitle')}
        actions={
          <ButtonLink to={routePath('ebupotNew')} startIcon={<Plus aria-hidden="true" className="size-4" />}>
            {t('ebupot.list.create')}
          </ButtonLink>
        }
      />
      <PeriodSummary
        masa={filters.masa}
        tahun={filters.tahun}
        summary={list.data?.allData}
        summaryFailed={list.isError && !list.data}
        deadlines={deadlines.data}
        deadlinesFailed={deadlines.isError && !deadlines.data}
      />
      <Card>
        <StatusFilter value={filters.tab} onChange={(tab) => update({ tab })} counts={tabCounts} />
        {grid}
      </Card>

      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onClose={() => setDeleting(null)}
            title={t('ebupot.delete.title')}
            message={t('ebupot.delete.message', { name: deleting.recipientName })}
            confirmLabel={t('ebupot.delete.confirm')}
            cancelLabel={t('ebupot.delete.keep')}
            color="error"
            onConfirm={async () => {
              try {
                await remove.mutateAsync(deleting.id);
                toast.success(t('ebupot.delete.done'));
              } catch (err) {
                throw new Error(errorText(err));
              }
            }}
          />
        </Suspense>
      )}
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
