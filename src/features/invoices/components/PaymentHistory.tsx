import type { Transaksi } from '@contract/billing';
import { useTranslation } from 'react-i18next';
import { InLanguage } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { EmptyState } from '@/components/ui/EmptyState';
import { PaymentStatusBadge } from '@/features/payments';
import { formatDateTime, formatRupiah } from '@/lib/format';

function groupDigits(va: string | null) {
  return va ? va.replace(/(\d{4})(?=\d)/g, '$1 ') : '—';
}

export function PaymentHistory({ payments }: { payments: Transaksi[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Card data-testid="payment-history">
      <CardHeader title={t('invoices.detail.history')} />
      {payments.length === 0 ? (
        <EmptyState title={t('invoices.detail.noPayments')} />
      ) : (
        <div className="relative overflow-x-auto pb-2">
          <table className="w-full min-w-[720px] text-sm">
            <thead>
              <tr className="h-grid-header border-y border-divider bg-text/3 text-xs tracking-wide text-text-muted uppercase">
                <th scope="col" className="px-5 text-start font-medium">
                  {t('invoices.history.created_at')}
                </th>
                <th scope="col" className="px-3 text-start font-medium">
                  {t('invoices.history.bank')}
                </th>
                <th scope="col" className="px-3 text-start font-medium">
                  {t('invoices.history.va_number')}
                </th>
                <th scope="col" className="px-3 text-end font-medium">
                  {t('invoices.history.amount')}
                </th>
                <th scope="col" className="px-3 text-start font-medium">
                  {t('invoices.history.status')}
                </th>
                <th scope="col" className="px-5 text-start font-medium">
                  {t('invoices.history.paid_at')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr
                  key={p.id}
                  className="h-grid-row border-b border-divider last:border-0"
                  data-status={p.status}
                >
                  <td className="px-5 whitespace-nowrap">
                    <InLanguage>{formatDateTime(p.created_at, lng)}</InLanguage>
                  </td>
                  <td className="px-3">{p.bank}</td>
                  <td className="px-3 whitespace-nowrap tabular-nums" dir="ltr">
                    {groupDigits(p.va_number)}
                  </td>
                  <td className="px-3 text-end whitespace-nowrap tabular-nums">{formatRupiah(p.amount)}</td>
                  <td className="px-3">
                    <PaymentStatusBadge status={p.status} size="sm" />
                  </td>
                  <td className="px-5 whitespace-nowrap">
                    {p.paid_at ? <InLanguage>{formatDateTime(p.paid_at, lng)}</InLanguage> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
