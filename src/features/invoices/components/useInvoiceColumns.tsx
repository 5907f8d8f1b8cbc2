import type { Invoice } from '@contract/billing';
import { routePath } from '@contract/routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageDirection } from '@/components/ui/Bidi';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { linkClass } from '@/components/ui/tone';
import { formatDate, formatRupiah } from '@/lib/format';
// The plain navigation link, not react-router's: a list draws one a row, and react-router's
// resolves its address and subscribes to the location in every one of them.
import { Link } from '@/lib/nav';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

const col = createGridColumnHelper<Invoice>();

/** Column ids equal the server's sort keys where the server can sort by them. */
export function useInvoiceColumns() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  // Dates are isolated in the language's direction (as InLanguage does), asked once for the list
  // rather than by a hook in each of its cells.
  const dir = useLanguageDirection();
  return useMemo(
    () =>
      col.columns([
        col.accessor('nomor', {
          header: t('invoices.columns.nomor'),
          meta: { label: t('invoices.columns.nomor'), minWidth: 190 },
          enableHiding: false,
          cell: (c) => (
            <Link to={routePath('invoiceDetail', { id: c.row.original.id })} className={linkClass}>
              {c.getValue()}
            </Link>
          ),
        }),
        col.accessor('penjual_nama', {
          header: t('invoices.columns.penjual_nama'),
          meta: { label: t('invoices.columns.penjual_nama'), minWidth: 200 },
          enableSorting: false,
        }),
        col.accessor('tanggal', {
          header: t('invoices.columns.tanggal'),
          meta: { label: t('invoices.columns.tanggal') },
          cell: (c) => <bdi dir={dir}>{formatDate(c.getValue(), lng)}</bdi>,
        }),
        col.accessor('jatuh_tempo', {
          header: t('invoices.columns.jatuh_tempo'),
          meta: { label: t('invoices.columns.jatuh_tempo') },
          cell: (c) => <bdi dir={dir}>{formatDate(c.getValue(), lng)}</bdi>,
        }),
        col.accessor('total', {
          header: t('invoices.columns.total'),
          meta: { label: t('invoices.columns.total'), align: 'end', minWidth: 140 },
          cell: (c) => <span className="tabular-nums">{formatRupiah(c.getValue())}</span>,
        }),
        col.accessor('status', {
          header: t('invoices.columns.status'),
          meta: { label: t('invoices.columns.status'), minWidth: 150 },
          cell: (c) => <InvoiceStatusBadge status={c.getValue()} />,
        }),
      ]),
    [t, lng, dir],
  );
}
