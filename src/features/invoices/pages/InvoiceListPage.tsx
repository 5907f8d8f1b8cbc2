import type { Invoice } from '@contract/billing';
import { BILLING_PATHS, INVOICE_STATUSES, PER_PAGE_OPTIONS } from '@contract/billing';
import { routePath } from '@contract/routes';
import { Ban, CreditCard, Download, Eye, X } from 'lucide-react';
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
import { downloadCsv, PayDialog } from '@/features/payments';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCancelInvoice, useInvoices } from '../api/invoices';
import { SearchField } from '../components/SearchField';
import { useInvoiceColumns } from '../components/useInvoiceColumns';
import { useInvoiceFilters } from '../hooks/useInvoiceFilters';
import { useStoredColumns } from '../hooks/useStoredColumns';
import { DEFAULT_INVOICE_FILTERS, invoiceQuery } from '../utils/filters';

// The confirm dialog (Headless UI Dialog, ~15 KB gzip) loads only when a cancel is asked for.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

export default function InvoiceListPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const navigate = useNavigate();
  const [filters, update] = useInvoiceFilters();
  const query = useMemo(() => invoiceQuery(filters), [filters]);
  const list = useInvoices(query);
  const cancel = useCancelInvoice();
  const columns = useInvoiceColumns();
  const [visibility, setVisibility] = useStoredColumns('portal.invoices.columns');
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [exporting, setExporting] = useState(false);

  const filtered =
    filters.q !== '' || filters.status !== '' || filters.date_from !== '' || filters.date_to !== '';
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

  const rowActions = useCallback(
    (row: Invoice): MenuEntry[] => [
      {
        key: 'view',
        label: t('invoices.actions.view'),
        icon: <Eye className="size-4" />,
        onSelect: () => navigate(routePath('invoiceDetail', { id: row.id })),
      },
      ...(row.can_pay
        ? [
            {
              key: 'pay',
              label: t('invoices.actions.pay'),
              icon: <CreditCard className="size-4" />,
              onSelect: () => setPaying(row),
            },
          ]
        : []),
      ...(row.can_cancel
        ? [
            {
              key: 'cancel',
              label: t('invoices.actions.cancel'),
              icon: <Ban className="size-4" />,
              danger: true,
              onSelect: () => setCancelling(row),
            },
          ]
        : []),
    ],
    [t, navigate],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, perPage: _perPage, ...rest } = query;
      await downloadCsv(BILLING_PATHS.invoicesCsv, rest, 'tagihan.csv');
      toast.success(t('invoices.export.done'));
    } catch (err) {
      toast.error(t('invoices.export.failed', { message: errorText(err) }));
    } finally {
      setExporting(false);
    }
  };

  const dateOrderWrong = filters.date_from && filters.date_to && filters.date_from > filters.date_to;

  const toolbar = (
    <>
      <SearchField
        value={filters.q}
        onChange={(q) => update({ q })}
        label={t('invoices.filters.search')}
        placeholder={t('invoices.filters.searchPlaceholder')}
      />
      <Select
        aria-label={t('invoices.filters.status')}
        className="w-full sm:w-48"
        value={filters.status}
        onChange={(e) => update({ status: e.target.value as typeof filters.status })}
        placeholder={t('invoices.filters.allStatuses')}
        options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) }))}
      />
      <DateInput
        aria-label={t('invoices.filters.dateFrom')}
        start={<span className="text-xs">{t('invoices.filters.from')}</span>}
        className="w-full sm:w-48"
        value={filters.date_from}
        max={filters.date_to || undefined}
        onChange={(e) => update({ date_from: e.target.value })}
      />
      <DateInput
        aria-label={t('invoices.filters.dateTo')}
        start={<span className="text-xs">{t('invoices.filters.until')}</span>}
        className="w-full sm:w-48"
        value={filters.date_to}
        min={filters.date_from || undefined}
        onChange={(e) => update({ date_to: e.target.value })}
      />
      {filtered && (
        <Button
          variant="text"
          color="secondary"
          onClick={() =>
            update({
              q: '',
              status: '',
              date_from: '',
              date_to: '',
              sortKey: DEFAULT_INVOICE_FILTERS.sortKey,
            })
          }
          startIcon={<X aria-hidden="true" className="size-4" />}
        >
          {t('invoices.filters.clear')}
        </Button>
      )}
      <Button
        variant="outlined"
        onClick={exportCsv}
        loading={exporting}
        startIcon={<Download aria-hidden="true" className="size-4" />}
        className="ms-auto"
      >
        {t('invoices.export.button')}
      </Button>
    </>
  );

  return (
    <section className="p-4 sm:p-6">
      <PageHeader title={t('invoices.title')} subtitle={t('invoices.subtitle')} />
      <Card>
        {dateOrderWrong && (
          <p
            role="alert"
            className="px-4 pt-3 text-sm text-[color-mix(in_srgb,var(--c-error)_74%,black)] dark:text-error"
          >
            {t('invoices.filters.dateOrder')}
          </p>
        )}
        <ServerDataGrid
          label={t('invoices.title')}
          columns={columns}
          data={list.data?.invoices ?? EMPTY}
          rowId="id"
          rowCount={list.data?.total ?? 0}
          sorting={sorting}
          onSortingChange={onSortingChange}
          pagination={pagination}
          onPaginationChange={onPaginationChange}
          pageSizeOptions={[...PER_PAGE_OPTIONS]}
          columnVisibility={visibility}
          onColumnVisibilityChange={setVisibility}
          toolbar={toolbar}
          rowActions={rowActions}
          rowLabel={(row) => row.nomor}
          loading={list.isFetching}
          error={list.isError && !list.data ? errorText(list.error) : undefined}
          onRetry={() => list.refetch()}
          empty={
            filtered ? (
              <EmptyState
                title={t('invoices.list.noMatchTitle')}
                description={t('invoices.list.noMatchBody')}
                action={
                  <Button
                    variant="outlined"
                    onClick={() => update({ q: '', status: '', date_from: '', date_to: '' })}
                  >
                    {t('invoices.filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={t('invoices.list.emptyTitle')} description={t('invoices.list.emptyBody')} />
            )
          }
        />
      </Card>

      {paying && (
        <Suspense fallback={null}>
          <PayDialog invoice={paying} open onClose={() => setPaying(null)} />
        </Suspense>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onClose={() => setCancelling(null)}
            title={t('invoices.cancel.title', { nomor: cancelling.nomor })}
            message={t('invoices.cancel.message')}
            confirmLabel={t('invoices.cancel.confirm')}
            cancelLabel={t('invoices.cancel.keep')}
            color="error"
            onConfirm={async () => {
              try {
                await cancel.mutateAsync(cancelling.id);
                toast.success(t('invoices.cancel.done', { nomor: cancelling.nomor }));
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

const EMPTY: Invoice[] = [];
