import type { Transaksi } from '@contract/billing';
import { BILLING_PATHS, BRI_CODE, PER_PAGE_OPTIONS } from '@contract/billing';
import { routePath } from '@contract/routes';
import { Ban, Download, Eye, QrCode, RefreshCw, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import type { MenuEntry } from '@/components/ui/DropdownMenu';
import { EmptyState } from '@/components/ui/EmptyState';
import type { PaginationState, SortingState } from '@/components/ui/grid-features';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { ServerDataGrid } from '@/components/ui/ServerDataGrid';
import { Tabs } from '@/components/ui/Tabs';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadCsv } from '../api/download';
import { fetchStatus, useBanks, useCancelTransaksi, useRefreshBilling, useTransaksis } from '../api/payments';
import { SearchField } from '../components/SearchField';
import { usePaymentColumns } from '../components/usePaymentColumns';
import { usePaymentFilters } from '../hooks/usePaymentFilters';
import { useStoredColumns } from '../hooks/useStoredColumns';
import { PAYMENT_TABS, paymentQuery } from '../utils/filters';

// The confirm dialog (Headless UI Dialog, ~15 KB gzip) loads only when a cancel is asked for.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

const VaDialog = lazy(() => import('../components/VaDialog'));
const EMPTY: Transaksi[] = [];
const WALLET = 'WALLET';

export default function PaymentListPage() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorMessage();
  const navigate = useNavigate();
  const refresh = useRefreshBilling();
  const [filters, update] = usePaymentFilters();
  const query = useMemo(() => paymentQuery(filters), [filters]);
  const list = useTransaksis(query);
  const banks = useBanks();
  const cancel = useCancelTransaksi();
  const columns = usePaymentColumns();
  const [visibility, setVisibility] = useStoredColumns('portal.payments.columns');
  const [showing, setShowing] = useState<Transaksi | null>(null);
  const [cancelling, setCancelling] = useState<Transaksi | null>(null);
  const [exporting, setExporting] = useState(false);

  const counts = list.data?.allData;
  const filtered =
    filters.q !== '' || filters.bank !== '' || filters.date_from !== '' || filters.date_to !== '';
  const clearFilters = () => update({ q: '', bank: '', date_from: '', date_to: '' });
  const sorting: SortingState = [{ id: filters.sortKey, desc: filters.sortDir === 'desc' }];
  const pagination: PaginationState = { pageIndex: filters.page - 1, pageSize: filters.perPage };

  const onSortingChange = (next: SortingState) => {
    // The grid cycles asc → desc → none; the server always sorts, so "none" flips back to asc.
    const first = next[0];
    if (!first) update({ sortKey: filters.sortKey, sortDir: 'asc' });
    else update({ sortKey: first.id as typeof filters.sortKey, sortDir: first.desc ? 'desc' : 'asc' });
  };
  const onPaginationChange = (next: PaginationState) =>
    next.pageSize !== filters.perPage
      ? update({ perPage: next.pageSize })
      : update({ page: next.pageIndex + 1 });

  const checkStatus = useCallback(
    async (row: Transaksi) => {
      try {
        const answer = await fetchStatus(row.id);
        toast(
          t('payments.checked', { nomor: row.nomor_invoice, status: t(`payments.status.${answer.status}`) }),
        );
        if (answer.status !== row.status) refresh();
      } catch (err) {
        toast.error(errorText(err));
      }
    },
    [t, errorText, refresh],
  );

  const rowActions = useCallback(
    (row: Transaksi): MenuEntry[] => {
      const pending = row.status === 'MENUNGGU';
      const entries: MenuEntry[] = [];
      if (row.method === 'VA')
        entries.push({
          key: 'va',
          label: t('payments.actions.showVa'),
          icon: <QrCode className="size-4" />,
          onSelect: () => setShowing(row),
        });
      if (pending)
        entries.push({
          key: 'check',
          label: t('payments.actions.checkStatus'),
          icon: <RefreshCw className="size-4" />,
          onSelect: () => void checkStatus(row),
        });
      entries.push({
        key: 'bill',
        label: t('payments.actions.viewBill'),
        icon: <Eye className="size-4" />,
        onSelect: () => navigate(routePath('invoiceDetail', { id: row.invoice_id })),
      });
      if (pending)
        entries.push({
          key: 'cancel',
          label: t('payments.actions.cancelVa'),
          icon: <Ban className="size-4" />,
          danger: true,
          onSelect: () => setCancelling(row),
        });
      return entries;
    },
    [t, navigate, checkStatus],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, perPage: _perPage, ...rest } = query;
      await downloadCsv(BILLING_PATHS.transaksisCsv, rest, 'pembayaran.csv');
      toast.success(t('payments.export.done'));
    } catch (err) {
      toast.error(t('payments.export.failed', { message: errorText(err) }));
    } finally {
      setExporting(false);
    }
  };

  const bankOptions = [
    ...(banks.data ?? []).filter((b) => b.va_supported).map((b) => ({ value: b.code, label: b.nama })),
    { value: WALLET, label: t('payments.filters.wallet') },
  ];

  const quickView = (active: boolean) =>
    cn(
      'h-[38px] px-3 text-sm font-medium transition-colors first:rounded-s last:rounded-e',
      'focus-visible:relative focus-visible:outline-2 focus-visible:outline-primary',
      active ? 'bg-primary/12 text-text' : 'text-text-muted hover:bg-text/5',
    );

  const grid = (
    <ServerDataGrid
      label={`${t('payments.title')}: ${t(`payments.tabs.${filters.tab}`)}`}
      columns={columns}
      data={list.data?.transaksis ?? EMPTY}
      rowId="id"
      rowCount={list.data?.total ?? 0}
      sorting={sorting}
      onSortingChange={onSortingChange}
      pagination={pagination}
      onPaginationChange={onPaginationChange}
      pageSizeOptions={[...PER_PAGE_OPTIONS]}
      columnVisibility={visibility}
      onColumnVisibilityChange={setVisibility}
      rowActions={rowActions}
      rowLabel={(row) => row.nomor_invoice}
      loading={list.isFetching}
      error={list.isError && !list.data ? errorText(list.error) : undefined}
      onRetry={() => list.refetch()}
      toolbar={
        <>
          <SearchField
            value={filters.q}
            onChange={(q) => update({ q })}
            label={t('payments.filters.search')}
            placeholder={t('payments.filters.searchPlaceholder')}
          />
          <Select
            aria-label={t('payments.filters.bank')}
            className="w-full sm:w-44"
            value={filters.bank}
            onChange={(e) => update({ bank: e.target.value })}
            placeholder={t('payments.filters.allBanks')}
            options={bankOptions}
          />
          <DateInput
            aria-label={t('payments.filters.dateFrom')}
            start={<span className="text-xs">{t('payments.filters.from')}</span>}
            className="w-full sm:w-48"
            value={filters.date_from}
            max={filters.date_to || undefined}
            onChange={(e) => update({ date_from: e.target.value })}
          />
          <DateInput
            aria-label={t('payments.filters.dateTo')}
            start={<span className="text-xs">{t('payments.filters.until')}</span>}
            className="w-full sm:w-48"
            value={filters.date_to}
            min={filters.date_from || undefined}
            onChange={(e) => update({ date_to: e.target.value })}
          />
          {filtered && (
            <Button
              variant="text"
              color="secondary"
              onClick={clearFilters}
              startIcon={<X aria-hidden="true" className="size-4" />}
            >
              {t('payments.filters.clear')}
            </Button>
          )}
          <Button
            variant="outlined"
            onClick={exportCsv}
            loading={exporting}
            startIcon={<Download aria-hidden="true" className="size-4" />}
            className="ms-auto"
          >
            {t('payments.export.button')}
          </Button>
        </>
      }
      empty={
        filtered ? (
          <EmptyState
            title={t('payments.list.noMatchTitle')}
            description={t('payments.list.noMatchBody')}
            action={
              <Button variant="outlined" onClick={clearFilters}>
                {t('payments.filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('payments.list.emptyTitle')} description={t('payments.list.emptyBody')} />
        )
      }
    />
  );

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <fieldset className="flex rounded border border-divider">
            <legend className="sr-only">{t('payments.filters.quickViews')}</legend>
            <button
              type="button"
              aria-pressed={filters.bank === ''}
              className={quickView(filters.bank === '')}
              onClick={() => update({ bank: '' })}
            >
              {t('payments.filters.allBanks')}
            </button>
            <button
              type="button"
              aria-pressed={filters.bank === BRI_CODE}
              className={cn(quickView(filters.bank === BRI_CODE), 'border-s border-divider')}
              onClick={() => update({ bank: BRI_CODE })}
            >
              {t('payments.filters.bri')}
            </button>
          </fieldset>
        }
      />
      <Card>
        <Tabs
          label={t('payments.tabs.label')}
          selectedIndex={PAYMENT_TABS.indexOf(filters.tab)}
          onChange={(i) => update({ tab: PAYMENT_TABS[i] })}
          className="[&>[role=tablist]]:px-2"
          panelClassName="pt-0"
          items={PAYMENT_TABS.map((tab) => ({
            key: tab,
            label: (
              <>
                {t(`payments.tabs.${tab}`)}
                <span
                  className="min-w-6 rounded-full bg-text/8 px-1.5 text-xs leading-5 tabular-nums"
                  data-testid={`tab-count-${tab}`}
                >
                  {counts ? formatNumber(counts[tab], i18n.language) : '…'}
                </span>
              </>
            ),
            panel: grid,
          }))}
        />
      </Card>

      {showing && (
        <Suspense fallback={null}>
          <VaDialog transaksiId={showing.id} nomor={showing.nomor_invoice} onClose={() => setShowing(null)} />
        </Suspense>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onClose={() => setCancelling(null)}
            title={t('payments.cancelVa.title', { nomor: cancelling.nomor_invoice })}
            message={t('payments.cancelVa.message')}
            confirmLabel={t('payments.cancelVa.confirm')}
            cancelLabel={t('payments.cancelVa.keep')}
            color="error"
            onConfirm={async () => {
              try {
                await cancel.mutateAsync(cancelling.id);
                toast.success(t('payments.cancelVa.done', { nomor: cancelling.nomor_invoice }));
              } catch (err) {
                throw new Error(errorText(err));
              }
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
