import { ADMIN_INVOICE_STATUSES } from '@contract/admin/invoices';
import { adminPath } from '@contract/routes/admin';
import { Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list-page/FilterSelect';
import { ListToolbar } from '@/components/list-page/ListToolbar';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { allPages } from '@/components/list-page/url-state';
import { useServerList } from '@/components/list-page/useServerList';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { downloadCsv, toCsv } from '@/components/ui/csv';
import { PageHeader } from '@/components/ui/PageHeader';
import { useAbility } from '@/lib/acl';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { allAdminInvoices, bulkInvoices, useAdminInvoices, useRefreshInvoices } from '../api/invoice-app-api';
import { useInvoiceAppActions } from '../components/useInvoiceAppActions';
import { useInvoiceAppColumns } from '../components/useInvoiceAppColumns';
import { invoiceAppListUrl, invoiceAppQuery } from '../utils/list-url';

/** /apps/invoice/list: every client's bills, server-paged, with filters, export and actions. */
export default function InvoiceAppListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const errorText = useApiErrorMessage();
  const list = useServerList(invoiceAppListUrl, invoiceAppQuery, useAdminInvoices);
  const columns = useInvoiceAppColumns();
  const refresh = useRefreshInvoices();
  const { menuOf, dialog } = useInvoiceAppActions();
  const [sending, setSending] = useState(false);
  const drafts = (list.answer.data?.invoices ?? []).filter((r) => r.status === 'DRAFT');

  // The grid kit has no row selection: the bulk action sends the drafts the page shows.
  const sendDrafts = async () => {
    setSending(true);
    try {
      const answer = await bulkInvoices({ action: 'send', ids: drafts.map((d) => d.id) });
      await refresh();
      toast.success(t('invoiceApp.bulkSent', { count: answer.done.length }));
      for (const f of answer.failed) toast.error(`${f.id}: ${f.error}`);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setSending(false);
    }
  };

  const exportCsv = async () => {
    const rows = await allAdminInvoices(allPages(list.query));
    const csv = toCsv(rows, [
      { header: t('invoiceApp.columns.number'), value: (r) => r.nomor },
      { header: t('invoiceApp.columns.client'), value: (r) => r.client_nama },
      { header: t('invoiceApp.columns.email'), value: (r) => r.client_email },
      { header: t('invoiceApp.columns.total'), value: (r) => r.total },
      { header: t('invoiceApp.columns.balance'), value: (r) => r.balance },
      { header: t('invoiceApp.columns.issued'), value: (r) => r.tanggal },
      { header: t('invoiceApp.columns.due'), value: (r) => r.jatuh_tempo },
      { header: t('invoiceApp.columns.status'), value: (r) => t(`invoiceApp.status.${r.status}`) },
    ]);
    await downloadCsv('invoices.csv', csv);
  };

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        title={t('invoiceApp.title')}
        subtitle={t('invoiceApp.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            {ability.can('update', 'invoices') && drafts.length > 0 && (
              <Button variant="outlined" onClick={sendDrafts} disabled={sending}>
                <Send className="size-4" aria-hidden="true" />
                {t('invoiceApp.sendDrafts', { count: drafts.length })}
              </Button>
            )}
            {ability.can('create', 'invoices') && (
              <ButtonLink to={adminPath('invoiceAppAdd')}>
                <Plus className="size-4" aria-hidden="true" />
                {t('invoiceApp.add')}
              </ButtonLink>
            )}
          </div>
        }
      />
      <Card>
        <ServerListGrid
          list={list}
          rows="invoices"
          label={t('invoiceApp.title')}
          columns={columns}
          toolbar={
            <ListToolbar list={list} clear dates onExport={exportCsv}>
              <FilterSelect
                field="status"
                list={list}
                options={ADMIN_INVOICE_STATUSES.map((s) => ({
                  value: s,
                  label: t(`invoiceApp.status.${s}`),
                }))}
                placeholder={t('invoiceApp.filters.allStatuses')}
                className="w-full sm:w-48"
              />
            </ListToolbar>
          }
          rowActions={menuOf}
          rowLabel={(row) => row.nomor}
        />
      </Card>
      {dialog}
    </section>
  );
}
