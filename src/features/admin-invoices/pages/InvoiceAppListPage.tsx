import type { AdminInvoiceRow, BulkInvoiceAction } from '@contract/admin/invoices';
import { ADMIN_INVOICE_STATUSES } from '@contract/admin/invoices';
import { adminPath } from '@contract/routes/admin';
import { Ban, Plus, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list-page/FilterSelect';
import { ListToolbar } from '@/components/list-page/ListToolbar';
import { ServerListGrid } from '@/components/list-page/ServerListGrid';
import { allPages } from '@/components/list-page/url-state';
import { useRowSelection } from '@/components/list-page/useRowSelection';
import { useListAnswer, useServerList } from '@/components/list-page/useServerList';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { downloadCsv, toCsv } from '@/components/ui/csv';
import { PageHeader } from '@/components/ui/PageHeader';
import { useAbility } from '@/lib/acl';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { allAdminInvoices, bulkInvoices, useAdminInvoices, useRefreshInvoices } from '../api/invoice-app-api';
import { useInvoiceAppActions } from '../components/useInvoiceAppActions';
import { useInvoiceAppColumns } from '../components/useInvoiceAppColumns';
import { invoiceAppListUrl, invoiceAppQuery } from '../utils/list-url';

const NO_ROWS: AdminInvoiceRow[] = [];
const idOf = (r: AdminInvoiceRow) => r.id;

/** /apps/invoice/list: every client's bills, server-paged, with filters, export and actions. */
export default function InvoiceAppListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const errorText = useApiErrorMessage();
  const list = useServerList(invoiceAppListUrl, invoiceAppQuery, useAdminInvoices);
  const columns = useInvoiceAppColumns();
  const refresh = useRefreshInvoices();
  const { menuOf, dialog } = useInvoiceAppActions();
  const canBulk = ability.can('update', 'invoices');
  const pageRows = useListAnswer(list).data?.invoices ?? NO_ROWS;
  const selectionTexts = useMemo(
    () => ({
      column: t('invoiceApp.selection.column'),
      all: t('invoiceApp.selection.all'),
      row: (r: AdminInvoiceRow) => t('invoiceApp.selection.row', { nomor: r.nomor }),
    }),
    [t],
  );
  const selection = useRowSelection(pageRows, idOf, selectionTexts);
  const gridColumns = useMemo(
    () => (canBulk ? [selection.column, ...columns] : columns),
    [canBulk, selection.column, columns],
  );
  const [busy, setBusy] = useState<BulkInvoiceAction | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const count = selection.ids.length;

  // The chosen bills of the page; the server says which it refused and why.
  const runBulk = async (action: BulkInvoiceAction) => {
    setBusy(action);
    try {
      const answer = await bulkInvoices({ action, ids: selection.ids });
      selection.clear();
      await refresh();
      if (answer.done.length)
        toast.success(
          t(action === 'send' ? 'invoiceApp.bulkSent' : 'invoiceApp.bulkCancelled', {
            count: answer.done.length,
          }),
        );
      const nomorOf = new Map(pageRows.map((r) => [r.id, r.nomor]));
      for (const f of answer.failed) toast.error(`${nomorOf.get(f.id) ?? f.id}: ${f.error}`);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(null);
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
            {canBulk && (
              <div className="flex flex-wrap items-center gap-2">
                <span role="status" className="text-sm text-text-muted">
                  {t('invoiceApp.selection.count', { count })}
                </span>
                <Button
                  variant="outlined"
                  onClick={() => runBulk('send')}
                  disabled={!count || busy !== null}
                  loading={busy === 'send'}
                >
                  <Send className="size-4" aria-hidden="true" />
                  {t('invoiceApp.selection.send')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setConfirmCancel(true)}
                  disabled={!count || busy !== null}
                  loading={busy === 'cancel'}
                >
                  <Ban className="size-4" aria-hidden="true" />
                  {t('invoiceApp.selection.cancel')}
                </Button>
              </div>
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
          columns={gridColumns}
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
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t('invoiceApp.selection.cancelTitle', { count })}
        message={t('invoiceApp.selection.cancelMessage')}
        confirmLabel={t('invoiceApp.selection.cancel')}
        color="error"
        onConfirm={() => runBulk('cancel')}
      />
    </section>
  );
}
