import type { Transaksi } from '@contract/billing';
import { DOCUMENT_PATHS } from '@contract/documents';
import { routePath } from '@contract/routes';
import { FileDown } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InLanguage } from '@/components/ui/Bidi';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { linkClass } from '@/components/ui/tone';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { PaymentTab } from '../utils/filters';
import { groupVaNumber } from '../utils/va';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const col = createGridColumnHelper<Transaksi>();

/** The date shown by default on each tab (the others are in the column menu): what that tab is about. */
const TAB_DATE: Record<PaymentTab, 'created_at' | 'expires_at' | 'paid_at'> = {
  MENUNGGU: 'expires_at',
  TERBAYAR: 'paid_at',
  KADALUARSA: 'expires_at',
  DIBATALKAN: 'created_at',
  ALL: 'created_at',
};

/**
 * Column ids equal the server's sort keys where the server can sort by them. The default columns fit
 * a 1440 px screen: one date column (the tab's), no channel; the column menu brings the rest back.
 */
export function usePaymentColumns(tab: PaymentTab) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const shownDate = TAB_DATE[tab];
  const errorText = useApiErrorMessage();
  return useMemo(
    () =>
      col.columns([
        col.accessor('nomor_invoice', {
          header: t('payments.columns.nomor_invoice'),
          meta: { label: t('payments.columns.nomor_invoice'), minWidth: 180 },
          enableHiding: false,
          cell: (c) => (
            <Link to={routePath('invoiceDetail', { id: c.row.original.invoice_id })} className={linkClass}>
              {c.getValue()}
            </Link>
          ),
        }),
        col.accessor('bank', {
          header: t('payments.columns.bank'),
          meta: { label: t('payments.columns.bank'), minWidth: 150 },
        }),
        col.accessor('va_number', {
          header: t('payments.columns.va_number'),
          meta: { label: t('payments.columns.va_number'), minWidth: 190 },
          enableSorting: false,
          cell: (c) => {
            const va = c.getValue();
            return va ? (
              <bdi className="tabular-nums" data-va={va}>
                {groupVaNumber(va)}
              </bdi>
            ) : (
              '—'
            );
          },
        }),
        col.accessor('amount', {
          header: t('payments.columns.amount'),
          meta: { label: t('payments.columns.amount'), align: 'end', minWidth: 140 },
          cell: (c) => <span className="tabular-nums">{formatRupiah(c.getValue())}</span>,
        }),
        col.accessor('status', {
          header: t('payments.columns.status'),
          meta: { label: t('payments.columns.status') },
          // a paid one's receipt (kuitansi) beside its status: a column of its own overflowed 1440 px
          cell: (c) => (
            <span className="inline-flex items-center gap-2">
              <PaymentStatusBadge status={c.getValue()} />
              {c.getValue() === 'TERBAYAR' && (
                <button
                  type="button"
                  className={`inline-flex items-center ${linkClass}`}
                  data-testid="payment-receipt"
                  aria-label={t('documents.receipt.download')}
                  title={t('documents.receipt.download')}
                  onClick={() => {
                    const row = c.row.original;
                    // the download helpers load with the first download, not with the list
                    import('../api/download')
                      .then(({ downloadFile }) =>
                        downloadFile(
                          DOCUMENT_PATHS.paymentReceipt(row.id),
                          {},
                          `kuitansi-${row.id}.pdf`,
                          'application/pdf',
                        ),
                      )
                      .catch((err) => toast.error(errorText(err)));
                  }}
                >
                  <FileDown aria-hidden="true" className="size-4" />
                </button>
              )}
            </span>
          ),
        }),
        col.accessor('created_at', {
          header: t('payments.columns.created_at'),
          meta: {
            label: t('payments.columns.created_at'),
            minWidth: 170,
            hidden: shownDate !== 'created_at',
          },
          cell: (c) => <InLanguage>{formatDateTime(c.getValue(), lng)}</InLanguage>,
        }),
        col.accessor('expires_at', {
          header: t('payments.columns.expires_at'),
          meta: {
            label: t('payments.columns.expires_at'),
            minWidth: 170,
            hidden: shownDate !== 'expires_at',
          },
          enableSorting: false,
          cell: (c) => (c.getValue() ? <InLanguage>{formatDateTime(c.getValue(), lng)}</InLanguage> : '—'),
        }),
        col.accessor('paid_at', {
          header: t('payments.columns.paid_at'),
          meta: { label: t('payments.columns.paid_at'), minWidth: 170, hidden: shownDate !== 'paid_at' },
          enableSorting: false,
          cell: (c) => (c.getValue() ? <InLanguage>{formatDateTime(c.getValue(), lng)}</InLanguage> : '—'),
        }),
        col.accessor('channel', {
          header: t('payments.columns.channel'),
          meta: { label: t('payments.columns.channel'), hidden: true },
          enableSorting: false,
          cell: (c) => {
            const channel = c.getValue();
            return channel ? t(`payments.channel.${channel}`) : '—';
          },
        }),
      ]),
    [t, lng, shownDate, errorText],
  );
}
