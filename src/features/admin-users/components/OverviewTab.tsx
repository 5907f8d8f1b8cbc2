import type { Invoice, Transaksi } from '@contract/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageDirection } from '@/components/ui/Bidi';
import { InvoiceStatusBadge } from '@/features/invoices';
import { PaymentStatusBadge } from '@/features/payments';
import { formatDate, formatMonthYear, formatRupiah } from '@/lib/format';
import { useUserBills, useUserPayments, useUserSlips } from '../api/users-api';
import { PagedTable } from './PagedTable';

/**
 * The account's bills and payments (each shown when the staff role may read invoices / payments)
 * and slips, each paged by the server.
 */
export function OverviewTab({
  userId,
  bills: showBills,
  payments: showPayments,
}: {
  userId: number;
  bills: boolean;
  payments: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const dir = useLanguageDirection();
  const [billPage, setBillPage] = useState(1);
  const [payPage, setPayPage] = useState(1);
  const [slipPage, setSlipPage] = useState(1);
  const bills = useUserBills(userId, billPage, showBills);
  const payments = useUserPayments(userId, payPage, showPayments);
  const slips = useUserSlips(userId, slipPage);
  const date = (v: string | null) => <bdi dir={dir}>{formatDate(v, lng)}</bdi>;

  return (
    <div className="space-y-6">
      {showBills && (
        <PagedTable<Invoice>
          title={t('users.view.bills')}
          rows={bills.data?.invoices}
          rowKey={(r) => r.id}
          total={bills.data?.total ?? 0}
          page={billPage}
          onPageChange={setBillPage}
          error={bills.error}
          columns={[
            { key: 'nomor', header: t('users.view.number'), cell: (r) => <bdi dir="ltr">{r.nomor}</bdi> },
            { key: 'date', header: t('users.view.date'), cell: (r) => date(r.tanggal) },
            { key: 'due', header: t('users.view.due'), cell: (r) => date(r.jatuh_tempo) },
            { key: 'total', header: t('users.view.amount'), cell: (r) => formatRupiah(r.total), end: true },
            {
              key: 'status',
              header: t('users.view.statusCol'),
              cell: (r) => <InvoiceStatusBadge status={r.status} />,
            },
          ]}
        />
      )}
      {showPayments && (
        <PagedTable<Transaksi>
          title={t('users.view.payments')}
          rows={payments.data?.transaksis}
          rowKey={(r) => r.id}
          total={payments.data?.total ?? 0}
          page={payPage}
          onPageChange={setPayPage}
          error={payments.error}
          columns={[
            {
              key: 'nomor',
              header: t('users.view.number'),
              cell: (r) => <bdi dir="ltr">{r.nomor_invoice}</bdi>,
            },
            { key: 'bank', header: t('users.view.bank'), cell: (r) => r.bank },
            { key: 'date', header: t('users.view.date'), cell: (r) => date(r.created_at) },
            {
              key: 'amount',
              header: t('users.view.amount'),
              cell: (r) => formatRupiah(r.amount),
              end: true,
            },
            {
              key: 'status',
              header: t('users.view.statusCol'),
              cell: (r) => <PaymentStatusBadge status={r.status} size="sm" />,
            },
          ]}
        />
      )}
      <PagedTable
        title={t('users.view.slips')}
        rows={slips.data?.data}
        rowKey={(r) => r.id}
        total={slips.data?.total ?? 0}
        page={slipPage}
        onPageChange={setSlipPage}
        error={slips.error}
        columns={[
          {
            key: 'number',
            header: t('users.view.number'),
            cell: (r) => <bdi dir="ltr">{r.number ?? '–'}</bdi>,
          },
          {
            key: 'period',
            header: t('users.view.period'),
            cell: (r) => formatMonthYear(r.masa, r.tahun, lng),
          },
          { key: 'recipient', header: t('users.view.recipient'), cell: (r) => r.recipient_name },
          { key: 'pph', header: t('users.view.pph'), cell: (r) => formatRupiah(r.pph), end: true },
          { key: 'status', header: t('users.view.statusCol'), cell: (r) => t(`ebupot.status.${r.status}`) },
        ]}
      />
    </div>
  );
}
