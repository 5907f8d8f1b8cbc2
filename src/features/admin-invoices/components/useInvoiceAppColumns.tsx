import type { AdminInvoiceRow } from '@contract/admin/invoices';
import { adminPath } from '@contract/routes/admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageDirection } from '@/components/ui/Bidi';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { linkClass } from '@/components/ui/tone';
import { formatDate, formatRupiah } from '@/lib/format';
import { Link } from '@/lib/nav';
import { InvoiceAppStatusChip } from './InvoiceAppStatusChip';

const col = createGridColumnHelper<AdminInvoiceRow>();

/** Column ids equal the server's sort keys where it sorts by them. */
export function useInvoiceAppColumns() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const dir = useLanguageDirection();
  return useMemo(
    () =>
      col.columns([
        col.accessor('nomor', {
          header: t('invoiceApp.columns.number'),
          meta: { label: t('invoiceApp.columns.number'), minWidth: 190 },
          enableHiding: false,
          cell: (c) => (
            <Link to={adminPath('invoiceAppPreview', { id: c.row.original.id })} className={linkClass}>
              <bdi dir="ltr">{c.getValue()}</bdi>
            </Link>
          ),
        }),
        col.accessor('client_nama', {
          header: t('invoiceApp.columns.client'),
          meta: { label: t('invoiceApp.columns.client'), minWidth: 200 },
          enableSorting: false,
          cell: (c) => (
            <span className="min-w-0">
              <span className="block truncate">{c.getValue()}</span>
              <bdi dir="ltr" className="block truncate text-xs text-text-muted">
                {c.row.original.client_email}
              </bdi>
            </span>
          ),
        }),
        col.accessor('total', {
          header: t('invoiceApp.columns.total'),
          meta: { label: t('invoiceApp.columns.total'), align: 'end' },
          cell: (c) => <bdi dir="ltr">{formatRupiah(c.getValue())}</bdi>,
        }),
        col.accessor('balance', {
          header: t('invoiceApp.columns.balance'),
          meta: { label: t('invoiceApp.columns.balance'), align: 'end' },
          enableSorting: false,
          cell: (c) => <bdi dir="ltr">{formatRupiah(c.getValue())}</bdi>,
        }),
        col.accessor('tanggal', {
          header: t('invoiceApp.columns.issued'),
          meta: { label: t('invoiceApp.columns.issued') },
          cell: (c) => <bdi dir={dir}>{formatDate(c.getValue(), lng)}</bdi>,
        }),
        col.accessor('jatuh_tempo', {
          header: t('invoiceApp.columns.due'),
          meta: { label: t('invoiceApp.columns.due') },
          cell: (c) => <bdi dir={dir}>{formatDate(c.getValue(), lng)}</bdi>,
        }),
        col.accessor('status', {
          header: t('invoiceApp.columns.status'),
          meta: { label: t('invoiceApp.columns.status'), minWidth: 150 },
          enableSorting: false,
          cell: (c) => <InvoiceAppStatusChip status={c.getValue()} />,
        }),
      ]),
    [t, lng, dir],
  );
}
