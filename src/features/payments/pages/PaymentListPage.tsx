import { BILLING_PATHS, BRI_CODE, type Transaksi } from '@contract/billing';
import { routePath } from '@contract/routes';
import { Ban, Eye, QrCode, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/list-page/FilterSelect';
import { ListToolbar } from '@/components/list-page/ListToolbar';
import { listPrefetch } from '@/components/list-page/prefetch';
import { rowMenu } from '@/components/list-page/row-menu';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { allPages } from '@/components/list-page/url-state';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { useListAnswer, useServerList } from '@/components/list-page/useServerList';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { Tabs } from '@/components/ui/Tabs';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  fetchStatus,
  paymentListOptions,
  useBanks,
  useCancelTransaksi,
  useRefreshBilling,
  useTransaksis,
} from '../api/payments';
import { usePaymentColumns } from '../components/usePaymentColumns';
import { PAYMENT_TABS, paymentListUrl, paymentQuery } from '../utils/filters';

const VaDialog = lazy(() => import('../components/VaDialog'));
const WALLET = 'WALLET';

/** The rows this address asks for, requested while the page still renders (src/app/prefetch-page.ts). */
export const prefetch = listPrefetch(paymentListUrl, paymentQuery, paymentListOptions);

export default function PaymentListPage() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorMessage();
  const navigate = useNavigate();
  const refresh = useRefreshBilling();
  const list = useServerList(paymentListUrl, paymentQuery, useTransaksis);
  const { state: filters, update } = list;
  const banks = useBanks();
  const { mutateAsync: cancelPayment } = useCancelTransaksi();
  const [confirm, confirmation] = useConfirmAction();
  const columns = usePaymentColumns(filters.tab);
  const [showing, setShowing] = useState<Transaksi | null>(null);

  const counts = useListAnswer(list).data?.allData;

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
    (row: Transaksi) => {
      const pending = row.status === 'MENUNGGU';
      return rowMenu(t, 'payments.actions', [
        { key: 'showVa', icon: QrCode, when: row.method === 'VA', onSelect: () => setShowing(row) },
        { key: 'checkStatus', icon: RefreshCw, when: pending, onSelect: () => void checkStatus(row) },
        {
          key: 'viewBill',
          icon: Eye,
          onSelect: () => navigate(routePath('invoiceDetail', { id: row.invoice_id })),
        },
        {
          key: 'cancelVa',
          icon: Ban,
          when: pending,
          danger: true,
          onSelect: () =>
            confirm('payments.cancelVa', { nomor: row.nomor_invoice }, () => cancelPayment(row.id)),
        },
      ]);
    },
    [t, navigate, checkStatus, confirm, cancelPayment],
  );

  const bankOptions = [
    ...(banks.data ?? []).filter((b) => b.va_supported).map((b) => ({ value: b.code, label: b.nama })),
    { value: WALLET, label: t('payments.filters.wallet') },
  ];
  const quickViews = [
    { bank: '', label: t('payments.filters.allBanks') },
    { bank: BRI_CODE, label: t('payments.filters.bri') },
  ];

  const grid = (
    <ServerListGrid
      list={list}
      rows="transaksis"
      label={`${t('payments.title')}: ${t(`payments.tabs.${filters.tab}`)}`}
      columns={columns}
      rowActions={rowActions}
      rowLabel={(row) => row.nomor_invoice}
      toolbar={
        <ListToolbar
          list={list}
          dates
          clear
          onExport={async () =>
            (await import('../api/download')).downloadCsv(
              BILLING_PATHS.transaksisCsv,
              allPages(list.query),
              'pembayaran.csv',
            )
          }
        >
          <FilterSelect
            field="bank"
            list={list}
            options={bankOptions}
            placeholder={t('payments.filters.allBanks')}
          />
        </ListToolbar>
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
            {quickViews.map((view, i) => (
              <button
                key={view.bank}
                type="button"
                aria-pressed={filters.bank === view.bank}
                className={cn(
                  'h-[38px] px-3 text-sm font-medium transition-colors first:rounded-s last:rounded-e',
                  'focus-visible:relative focus-visible:outline-2 focus-visible:outline-primary',
                  filters.bank === view.bank ? 'bg-primary/12 text-text' : 'text-text-muted hover:bg-text/5',
                  i > 0 && 'border-s border-divider',
                )}
                onClick={() => update({ bank: view.bank })}
              >
                {view.label}
              </button>
            ))}
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

      {confirmation}
      {showing && (
        <Suspense fallback={null}>
          <VaDialog transaksiId={showing.id} nomor={showing.nomor_invoice} onClose={() => setShowing(null)} />
        </Suspense>
      )}
    </section>
  );
}
