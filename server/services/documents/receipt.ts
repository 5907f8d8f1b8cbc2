import { sql } from 'drizzle-orm';
import type { InvoiceDetail, Transaksi } from '../../../contract/billing';
import { ppnBreakdown } from '../../../contract/billing/ppn';
import { terbilangRupiah, titleCase } from '../../../contract/terbilang';
import en from '../../../src/features/documents/locales/en.json';
import id from '../../../src/features/documents/locales/id.json';
import { formatDate, formatDateTime, formatNpwp, formatRupiah } from '../../../src/lib/format';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { AuthUser } from '../../env';
import { notFound } from '../../lib/errors';
import {
  A4,
  bilingual,
  COLOR,
  contentWidth,
  FONT,
  fieldRows,
  newPdf,
  pdfBytes,
  rule,
  sectionTitle,
  titleBlock,
} from '../../lib/pdf';
import { getInvoiceDetail } from '../billing/invoices';
import { getTransaksi } from '../billing/payments';

// The payment receipt (kuitansi) of a paid bill, as a PDF: who paid whom, for which bill, the
// amount in figures and in words (terbilang), the PPN as PMK 131/2024 presents it, the channel
// and the VA number or wallet reference, the time paid (WIB). Indonesian, English beneath the
// labels. A client reads only its own (another client's bill or payment is a 404, as is a bill
// not yet paid); the admin reads every client's.

const { text: t, label: l } = bilingual(id, en);
const k = (key: string) => `documents.receipt.${key}`;

interface Paid {
  method: 'VA' | 'WALLET' | 'MANUAL';
  channel: string | null;
  bank: string | null;
  va: string | null;
  reference: string | null;
  paymentId: string;
  paidAt: string;
  amount: number;
  number: string;
}

/** "KW/2026/11/000123": the payment's year and month (WIB) and its id. */
const receiptNumber = (paidAt: string, serial: string) => {
  const wib = new Date(new Date(paidAt).getTime() + 7 * 3600_000).toISOString();
  return `KW/${wib.slice(0, 4)}/${wib.slice(5, 7)}/${serial}`;
};

async function walletReference(db: DB, transaksiId: number): Promise<string | null> {
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`SELECT id FROM wallet_ledger WHERE transaksi_id = ${transaksiId} AND type = 'DEBIT'`,
  );
  return row ? `DMP-${String(row.id).padStart(8, '0')}` : null;
}

async function paidBy(db: DB, invoice: InvoiceDetail, payment?: Transaksi): Promise<Paid> {
  const pay = payment ?? invoice.transaksis.find((p) => p.status === 'TERBAYAR');
  if (pay?.paid_at) {
    return {
      method: pay.method,
      channel: pay.channel,
      bank: pay.method === 'VA' ? `${pay.bank} (${pay.bank_code})` : null,
      va: pay.va_number,
      reference: pay.method === 'WALLET' ? await walletReference(db, pay.id) : null,
      paymentId: String(pay.id),
      paidAt: pay.paid_at,
      amount: pay.amount,
      number: receiptNumber(pay.paid_at, String(pay.id).padStart(6, '0')),
    };
  }
  // paid by payments the staff recorded (the admin invoice app): the last one settles it
  const manual = await queryRows<{ id: number; channel: string; reference: string; amount: number | string }>(
    db,
    sql`SELECT id, channel, reference, amount FROM invoice_payments WHERE invoice_id = ${invoice.id} ORDER BY created_at, id`,
  );
  if (!invoice.paid_at || !manual.length)
    throw notFound('This bill has no receipt: it is not paid', 'not_found');
  const last = manual[manual.length - 1];
  return {
    method: 'MANUAL',
    channel: last.channel,
    bank: null,
    va: null,
    reference:
      manual
        .map((m) => m.reference)
        .filter(Boolean)
        .join(', ') || null,
    paymentId: manual.map((m) => m.id).join(', '),
    paidAt: invoice.paid_at,
    amount: invoice.total,
    number: receiptNumber(invoice.paid_at, `M${String(invoice.id).padStart(6, '0')}`),
  };
}

/** The receipt of a paid bill the user may read; 404 when it is another's or not paid. */
export async function invoiceReceipt(db: DB, user: AuthUser, invoiceId: number) {
  const invoice = await getInvoiceDetail(db, user, invoiceId);
  if (invoice.status !== 'LUNAS') throw notFound('This bill has no receipt: it is not paid', 'not_found');
  return receiptPdf(invoice, await paidBy(db, invoice));
}

/** The receipt of a paid payment the user may read; 404 when it is another's or not paid. */
export async function paymentReceipt(db: DB, user: AuthUser, transaksiId: number) {
  const payment = await getTransaksi(db, user, transaksiId);
  if (payment.status !== 'TERBAYAR')
    throw notFound('This payment has no receipt: it is not paid', 'not_found');
  const invoice = await getInvoiceDetail(db, user, payment.invoice_id);
  return receiptPdf(invoice, await paidBy(db, invoice, payment));
}

export const receiptFileName = (r: { number: string }) => `kuitansi-${r.number.replace(/\//g, '-')}.pdf`;

async function receiptPdf(invoice: InvoiceDetail, paid: Paid) {
  const payer = invoice.client.company_name ?? invoice.client.nama;
  const doc = newPdf({
    title: `${t(k('title'))} ${paid.number}`,
    subject: `${t(k('bill'))} ${invoice.nomor}`,
    author: invoice.penjual.nama,
  });

  // Issuer (the seller) on the start side, receipt number and date on the end side.
  const top = doc.y;
  const boxWidth = 200;
  titleBlock(doc, {
    overline: invoice.penjual.nama,
    title: t(k('title')).toUpperCase(),
    subtitle: en.documents.receipt.title,
    width: contentWidth() - boxWidth - 16,
  });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
  doc.text(`${t(k('npwp'))} ${formatNpwp(invoice.penjual.npwp)}`, A4.margin, doc.y + 2);
  if (invoice.penjual.alamat) doc.text(invoice.penjual.alamat, { width: contentWidth() - boxWidth - 16 });
  const afterTitle = doc.y;
  doc.y = top;
  fieldRows(
    doc,
    [
      { label: l(k('number')), value: paid.number, bold: true },
      { label: l(k('paidAt')), value: `${formatDateTime(paid.paidAt, 'id', { month: 'long' })} WIB` },
    ],
    86,
    A4.width - A4.margin - boxWidth,
    boxWidth,
  );
  doc.x = A4.margin;
  doc.y = Math.max(doc.y, afterTitle) + 6;

  sectionTitle(doc, l(k('receivedFrom')));
  fieldRows(doc, [
    {
      label: l(k('receivedFrom')),
      value: invoice.client.company_name ? `${payer} (${invoice.client.nama})` : payer,
      bold: true,
    },
    { label: l(k('npwp')), value: formatNpwp(invoice.client.npwp) },
    { label: l(k('address')), value: invoice.client.address ?? '' },
    { label: l(k('email')), value: invoice.client.email },
  ]);

  // The amount in words, boxed, as a kuitansi writes it.
  sectionTitle(doc, l(k('amountWords')));
  const words = `# ${titleCase(terbilangRupiah(paid.amount))} #`;
  doc.font(FONT.semibold).fontSize(11);
  const h = doc.heightOfString(words, { width: contentWidth() - 20 }) + 16;
  const y = doc.y;
  doc.rect(A4.margin, y, contentWidth(), h).fill(COLOR.band);
  doc.fillColor(COLOR.text).text(words, A4.margin + 10, y + 8, { width: contentWidth() - 20 });
  doc.y = y + h + 8;
  doc.x = A4.margin;

  sectionTitle(doc, l(k('forPayment')));
  const ppn = ppnBreakdown(invoice);
  fieldRows(doc, [
    { label: l(k('bill')), value: invoice.nomor },
    { label: l(k('billDate')), value: formatDate(invoice.tanggal, 'id', { month: 'long' }) },
    { label: l(k('forPayment')), value: invoice.details.map((d) => d.deskripsi).join('; ') },
    { label: l(k('price')), value: formatRupiah(ppn.price, { decimals: 2 }) },
    ...(invoice.ppn > 0
      ? [
          { label: l(k('dppNilaiLain')), value: formatRupiah(ppn.dppNilaiLain, { decimals: 2 }) },
          { label: l(k('ppn'), { rate: ppn.ratePercent }), value: formatRupiah(ppn.ppn, { decimals: 2 }) },
        ]
      : [{ label: l(k('noPpn')), value: formatRupiah(0, { decimals: 2 }) }]),
    { label: l(k('total')), value: formatRupiah(paid.amount, { decimals: 2 }), bold: true },
  ]);

  sectionTitle(doc, l(k('method')));
  fieldRows(doc, [
    { label: l(k('method')), value: t(k(`methods.${paid.method}`)) },
    { label: l(k('channel')), value: paid.channel ? t(k(`channels.${paid.channel}`)) : '' },
    ...(paid.bank ? [{ label: l(k('bank')), value: paid.bank }] : []),
    ...(paid.va ? [{ label: l(k('va')), value: paid.va }] : []),
    ...(paid.reference ? [{ label: l(k('walletRef')), value: paid.reference }] : []),
    { label: l(k('paymentId')), value: paid.paymentId },
  ]);

  rule(doc, 10, 8);
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.text).text(formatRupiah(paid.amount), A4.margin, doc.y, {
    width: contentWidth(),
    align: 'right',
  });
  doc.moveDown(0.8);
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
  if (invoice.ppn > 0) doc.text(t(k('ppnNote')), A4.margin, doc.y, { width: contentWidth() });
  doc.text(t(k('electronic')), A4.margin, doc.y + 2, { width: contentWidth() });

  const bytes = await pdfBytes(doc, `${t(k('title'))} ${paid.number} · ${invoice.penjual.nama}`);
  return { bytes, number: paid.number };
}
