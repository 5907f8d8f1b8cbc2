import type { AdminInvoiceDetail } from '@contract/admin/invoices';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNpwp, formatRupiah } from '@/lib/format';
import { InvoiceAppStatusChip } from './InvoiceAppStatusChip';

const money = (n: number) => <bdi dir="ltr">{formatRupiah(n)}</bdi>;

/** The bill as an A4 page: seller, client, lines, totals, payments received and the note. */
export function InvoiceA4({ invoice }: { invoice: AdminInvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const paid = invoice.payments.reduce((s, p) => s + p.amount, 0);
  return (
    <article
      className="mx-auto w-full max-w-[210mm] space-y-6 bg-surface p-6 sm:min-h-[297mm] sm:p-10"
      data-a4
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold">{invoice.penjual.nama}</h2>
          <p className="text-sm text-text-muted">{invoice.penjual.alamat}</p>
          <p className="text-sm text-text-muted">
            NPWP <bdi dir="ltr">{formatNpwp(invoice.penjual.npwp)}</bdi>
          </p>
        </div>
        <div className="text-end">
          <p className="text-xl font-semibold">
            {t('invoiceApp.preview.invoice')} <bdi dir="ltr">{invoice.nomor}</bdi>
          </p>
          <p className="text-sm">
            {t('invoiceApp.columns.issued')}: {formatDate(invoice.tanggal, lng)}
          </p>
          <p className="text-sm">
            {t('invoiceApp.columns.due')}: {formatDate(invoice.jatuh_tempo, lng)}
          </p>
          <div className="mt-1">
            <InvoiceAppStatusChip status={invoice.status} />
          </div>
        </div>
      </header>
      <section>
        <h3 className="text-sm font-medium text-text-muted">{t('invoiceApp.preview.billTo')}</h3>
        <p className="font-medium">{invoice.client.company_name || invoice.client.nama}</p>
        {invoice.client.address && <p className="text-sm">{invoice.client.address}</p>}
        <p className="text-sm">
          <bdi dir="ltr">{invoice.client.email}</bdi>
        </p>
        {invoice.client.npwp && (
          <p className="text-sm">
            NPWP <bdi dir="ltr">{formatNpwp(invoice.client.npwp)}</bdi>
          </p>
        )}
      </section>
      <table className="w-full text-sm">
        <thead className="border-b border-divider text-start">
          <tr>
            <th className="py-2 text-start">{t('invoiceApp.lines.description')}</th>
            <th className="py-2 text-end">{t('invoiceApp.lines.quantity')}</th>
            <th className="py-2 text-end">{t('invoiceApp.lines.unitPrice')}</th>
            <th className="py-2 text-end">{t('invoiceApp.lines.discount')}</th>
            <th className="py-2 text-end">{t('invoiceApp.lines.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.details.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a bill's lines have no ids and never move
            <tr key={i} className="border-b border-divider">
              <td className="py-2">{l.deskripsi}</td>
              <td className="py-2 text-end tabular-nums">{l.qty}</td>
              <td className="py-2 text-end tabular-nums">{money(l.harga_satuan)}</td>
              <td className="py-2 text-end tabular-nums">{l.diskon ? money(l.diskon) : '–'}</td>
              <td className="py-2 text-end tabular-nums">{money(l.jumlah)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto grid w-full max-w-xs grid-cols-2 gap-y-1 text-sm tabular-nums">
        <dt>{t('invoiceApp.totals.dpp')}</dt>
        <dd className="text-end">{money(invoice.dpp)}</dd>
        <dt>{t('invoiceApp.totals.ppn')}</dt>
        <dd className="text-end">{money(invoice.ppn)}</dd>
        <dt className="font-semibold">{t('invoiceApp.totals.total')}</dt>
        <dd className="text-end font-semibold">{money(invoice.total)}</dd>
        {paid > 0 && (
          <>
            <dt>{t('invoiceApp.totals.paid')}</dt>
            <dd className="text-end">{money(paid)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('invoiceApp.columns.balance')}</dt>
        <dd className="text-end font-semibold" data-total="balance">
          {money(invoice.balance)}
        </dd>
      </dl>
      {invoice.payments.length > 0 && (
        <section>
          <h3 className="mb-1 text-sm font-medium">{t('invoiceApp.preview.payments')}</h3>
          <ul className="text-sm">
            {invoice.payments.map((p) => (
              <li key={p.id}>
                {formatDate(p.paid_on, lng)} · {t(`invoiceApp.channels.${p.channel}`)} · {money(p.amount)}
                {p.reference && (
                  <>
                    {' · '}
                    <bdi dir="ltr">{p.reference}</bdi>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {invoice.catatan && (
        <section>
          <h3 className="text-sm font-medium">{t('invoiceApp.form.note')}</h3>
          <p className="whitespace-pre-line text-sm">{invoice.catatan}</p>
        </section>
      )}
    </article>
  );
}
