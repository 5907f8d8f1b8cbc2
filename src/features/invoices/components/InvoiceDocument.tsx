import type { InvoiceDetail } from '@contract/billing';
import { ppnBreakdown } from '@contract/billing/ppn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InLanguage, Ltr, useIsolatedT } from '@/components/ui/Bidi';
import { formatDate, formatNpwp, formatNumber, formatRupiah } from '@/lib/format';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

function Party({ title, lines, testId }: { title: string; lines: ReactNode[]; testId: string }) {
  const [name, ...rest] = lines;
  return (
    <div data-testid={testId}>
      <h2 className="text-xs font-semibold tracking-wide text-text-muted uppercase">{title}</h2>
      <p className="mt-1 font-medium text-text">{name}</p>
      {rest.map(
        (line, i) =>
          line && (
            // biome-ignore lint/suspicious/noArrayIndexKey: a party's lines are fixed in number and order
            <p key={i} className="text-sm whitespace-pre-line text-text-muted">
              {line}
            </p>
          ),
      )}
    </div>
  );
}

/** The bill itself: what is printed. Seller, client, dates, line items, DPP, PPN and total. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const tIsolated = useIsolatedT();
  const lng = i18n.language;
  // PMK 131/2024: PPN 12 % on a DPP nilai lain of 11/12 of the price (see contract/billing/ppn.ts)
  const ppn = ppnBreakdown(invoice);
  // bidi marks that Intl puts around an Arabic percent sign are not needed inside the LTR island
  const ppnRate = `PPN ${formatNumber(ppn.ratePercent / 100, lng, { style: 'percent' }).replace(/[\u200e\u200f]/g, '')}`;
  // an NPWP's digit groups would come out reversed in an Arabic line
  const npwp = (value: string | null | undefined) =>
    value ? (
      <InLanguage>
        {t('invoices.detail.npwp')}: <Ltr>{formatNpwp(value)}</Ltr>
      </InLanguage>
    ) : null;
  return (
    <div className="space-y-8 p-5 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="text-xs font-semibold tracking-wide text-text-muted uppercase">
            {t(invoice.kind === 'TOPUP' ? 'invoices.detail.topupDocument' : 'invoices.detail.document')}
          </p>
          <p className="mt-1 text-xl font-semibold text-text" data-testid="invoice-number">
            {invoice.nomor}
          </p>
          <div className="mt-2" data-testid="invoice-status">
            <InvoiceStatusBadge status={invoice.status} />
          </div>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-text-muted">{t('invoices.columns.tanggal')}</dt>
          <dd className="text-end font-medium text-text">
            <InLanguage>{formatDate(invoice.tanggal, lng, { month: 'long' })}</InLanguage>
          </dd>
          <dt className="text-text-muted">{t('invoices.columns.jatuh_tempo')}</dt>
          <dd className="text-end font-medium text-text">
            <InLanguage>{formatDate(invoice.jatuh_tempo, lng, { month: 'long' })}</InLanguage>
          </dd>
          {invoice.paid_at && (
            <>
              <dt className="text-text-muted">{t('invoices.detail.paidAt')}</dt>
              <dd className="text-end font-medium text-text">
                <InLanguage>{formatDate(invoice.paid_at, lng, { month: 'long' })}</InLanguage>
              </dd>
            </>
          )}
        </dl>
      </div>

      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 print:grid-cols-2">
        <Party
          testId="invoice-seller"
          title={t('invoices.detail.seller')}
          lines={[invoice.penjual.nama, npwp(invoice.penjual.npwp), invoice.penjual.alamat]}
        />
        <Party
          testId="invoice-client"
          title={t('invoices.detail.billTo')}
          lines={[
            invoice.client.company_name ?? invoice.client.nama,
            invoice.client.company_name ? invoice.client.nama : null,
            npwp(invoice.client.npwp),
            invoice.client.address,
            invoice.client.email,
          ]}
        />
      </div>

      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[520px] text-sm">
          <caption className="sr-only">{t('invoices.detail.items')}</caption>
          <thead>
            <tr className="border-b border-divider text-text-muted">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('invoices.detail.description')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t('invoices.detail.qty')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t('invoices.detail.unitPrice')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-medium">
                {t('invoices.detail.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.details.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id and never reorder
              <tr key={i} className="border-b border-divider">
                <td className="py-2 pe-3 text-text">{line.deskripsi}</td>
                <td className="px-3 py-2 text-end tabular-nums">{line.qty}</td>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                  {formatRupiah(line.harga_satuan)}
                </td>
                <td className="py-2 ps-3 text-end whitespace-nowrap tabular-nums">
                  {formatRupiah(line.jumlah)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="flex flex-wrap items-start justify-between gap-6">
        <div className="max-w-md text-sm">
          {invoice.catatan && (
            <>
              <h2 className="text-xs font-semibold tracking-wide text-text-muted uppercase">
                {t('invoices.detail.notes')}
              </h2>
              <p className="mt-1 whitespace-pre-line text-text">{invoice.catatan}</p>
            </>
          )}
        </div>
        <dl
          className="grid min-w-64 grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm"
          data-testid="invoice-totals"
        >
          <dt className="text-text-muted">
            {t(invoice.ppn > 0 ? 'documents.receipt.price' : 'invoices.detail.dpp')}
          </dt>
          <dd className="text-end tabular-nums">{formatRupiah(invoice.dpp)}</dd>
          {invoice.ppn > 0 && (
            <>
              <dt className="text-text-muted">{t('documents.receipt.dppNilaiLain')}</dt>
              <dd className="text-end tabular-nums" data-testid="invoice-dpp-nilai-lain">
                {formatRupiah(ppn.dppNilaiLain)}
              </dd>
            </>
          )}
          <dt className="text-text-muted">{tIsolated('invoices.detail.ppn', { rate: ppnRate })}</dt>
          <dd className="text-end tabular-nums">{formatRupiah(invoice.ppn)}</dd>
          <dt className="border-t border-divider pt-2 font-semibold text-text">
            {t('invoices.detail.total')}
          </dt>
          <dd
            className="border-t border-divider pt-2 text-end text-lg font-semibold tabular-nums"
            data-testid="invoice-total"
          >
            {formatRupiah(invoice.total)}
          </dd>
        </dl>
      </div>
    </div>
  );
}
