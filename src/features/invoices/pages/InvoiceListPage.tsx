import { BILLING_PATHS, INVOICE_STATUSES, type Invoice } from '@contract/billing';
import { routePath } from '@contract/routes';
import { Ban, CreditCard, Eye } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/list-page/FilterSelect';
import { ListToolbar } from '@/components/list-page/ListToolbar';
import { listPrefetch } from '@/components/list-page/prefetch';
import { rowMenu } from '@/components/list-page/row-menu';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { allPages } from '@/components/list-page/url-state';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { useServerList } from '@/components/list-page/useServerList';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { downloadCsv, PayDialog } from '@/features/payments';
import { invoiceListOptions, useCancelInvoice, useInvoices } from '../api/invoices';
import { useInvoiceColumns } from '../components/useInvoiceColumns';
import { invoiceListUrl, invoiceQuery } from '../utils/filters';

/** The rows this address asks for, requested while the page still renders (src/app/prefetch-page.ts). */
export const prefetch = listPrefetch(invoiceListUrl, invoiceQuery, invoiceListOptions);

export default function InvoiceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList(invoiceListUrl, invoiceQuery, useInvoices);
  const { state: filters } = list;
  const { mutateAsync: cancelBill } = useCancelInvoice();
  const [confirm, confirmation] = useConfirmAction();
  const columns = useInvoiceColumns();
  const [paying, setPaying] = useState<Invoice | null>(null);

  const rowActions = useCallback(
    (row: Invoice) =>
      rowMenu(t, 'invoices.actions', [
        { key: 'view', icon: Eye, onSelect: () => navigate(routePath('invoiceDetail', { id: row.id })) },
        { key: 'pay', icon: CreditCard, when: row.can_pay, onSelect: () => setPaying(row) },
        {
          key: 'cancel',
          icon: Ban,
          when: row.can_cancel,
          danger: true,
          onSelect: () => confirm('invoices.cancel', { nomor: row.nomor }, () => cancelBill(row.id)),
        },
      ]),
    [t, navigate, confirm, cancelBill],
  );

  const dateOrderWrong = filters.date_from && filters.date_to && filters.date_from > filters.date_to;

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
        <ServerListGrid
          list={list}
          rows="invoices"
          label={t('invoices.title')}
          columns={columns}
          toolbar={
            <ListToolbar
              list={list}
              dates
              clear
              onExport={() => downloadCsv(BILLING_PATHS.invoicesCsv, allPages(list.query), 'tagihan.csv')}
            >
              <FilterSelect
                field="status"
                list={list}
                options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) }))}
                placeholder={t('invoices.filters.allStatuses')}
                className="w-full sm:w-48"
              />
            </ListToolbar>
          }
          rowActions={rowActions}
          rowLabel={(row) => row.nomor}
        />
      </Card>

      {confirmation}
      {paying && (
        <Suspense fallback={null}>
          <PayDialog invoice={paying} open onClose={() => setPaying(null)} />
        </Suspense>
      )}
    </section>
  );
}
