import { ppnBreakdown } from '../../../contract/billing/ppn';
import en from '../../../src/features/admin-invoices/locales/en.json';
import id from '../../../src/features/admin-invoices/locales/id.json';
import docEn from '../../../src/features/documents/locales/en.json';
import docId from '../../../src/features/documents/locales/id.json';
import { formatDate, formatNpwp, formatRupiah } from '../../../src/lib/format';
import type { DB } from '../../db/client';
import {
  A4,
  bilingual,
  COLOR,
  type Column,
  contentWidth,
  FONT,
  fieldRows,
  newPdf,
  pdfBytes,
  rule,
  table,
  titleBlock,
  watermark,
} from '../../lib/pdf';
import { getAdminInvoice } from '../admin/invoice-app';

// The admin invoice app's bill as an A4 PDF (was made in the browser with jsPDF): seller, client,
// lines with discounts, the price, DPP nilai lain and PPN 12 % (PMK 131/2024), total, payments,
// balance. Indonesian, the bill's own language, with English beneath the labels.

const { text: t, label: l } = bilingual(id, en);
const { label: dl } = bilingual(docId, docEn);
const k = (key: string) => `invoiceApp.${key}`;

type Line = { deskripsi: string; qty: number; harga_satuan: number; diskon: number; jumlah: number };

export async function adminInvoicePdf(db: DB, invoiceId: number) {
  const inv = await getAdminInvoice(db, invoiceId);
  const doc = newPdf({ title: `${t(k('preview.invoice'))} ${inv.nomor}`, author: inv.penjual.nama });
  const top = doc.y;
  const boxWidth = 210;
  titleBlock(doc, {
    overline: inv.penjual.nama,
    title: `${t(k('preview.invoice')).toUpperCase()} ${inv.nomor}`,
    width: contentWidth() - boxWidth - 16,
  });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
  doc.text(`NPWP ${formatNpwp(inv.penjual.npwp)}`, A4.margin, doc.y + 2);
  if (inv.penjual.alamat) doc.text(inv.penjual.alamat, { width: contentWidth() - boxWidth - 16 });
  const afterTitle = doc.y;
  doc.y = top;
  fieldRows(
    doc,
    [
      { label: l(k('columns.issued')), value: formatDate(inv.tanggal, 'id', { month: 'long' }) },
      { label: l(k('columns.due')), value: formatDate(inv.jatuh_tempo, 'id', { month: 'long' }) },
      { label: { text: 'Status' }, value: t(k(`status.${inv.status}`)), bold: true },
    ],
    80,
    A4.width - A4.margin - boxWidth,
    boxWidth,
  );
  doc.x = A4.margin;
  doc.y = Math.max(doc.y, afterTitle) + 8;

  rule(doc, 0, 6);
  fieldRows(doc, [
    {
      label: l(k('preview.billTo')),
      value: [
        inv.client.company_name || inv.client.nama,
        inv.client.address ?? '',
        inv.client.email,
        inv.client.npwp ? `NPWP ${formatNpwp(inv.client.npwp)}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ]);
  doc.moveDown(0.5);

  const money = (n: number) => formatRupiah(n);
  const columns: Column<Line>[] = [
    { label: l(k('lines.description')), width: 180, value: (r) => r.deskripsi },
    { label: l(k('lines.quantity')), width: 40, align: 'right', value: (r) => String(r.qty) },
    { label: l(k('lines.unitPrice')), width: 90, align: 'right', value: (r) => money(r.harga_satuan) },
    {
      label: l(k('lines.discount')),
      width: 80,
      align: 'right',
      value: (r) => (r.diskon ? money(r.diskon) : '—'),
    },
    { label: l(k('lines.amount')), width: 91.9, align: 'right', value: (r) => money(r.jumlah) },
  ];
  table(doc, columns, inv.details);
  doc.moveDown(0.8);

  const ppn = ppnBreakdown(inv);
  const paid = inv.payments.reduce((sum, p) => sum + p.amount, 0);
  const x = A4.margin + contentWidth() / 2 - 20;
  fieldRows(
    doc,
    [
      { label: dl('documents.receipt.price'), value: money(ppn.price) },
      ...(inv.ppn > 0
        ? [
            { label: dl('documents.receipt.dppNilaiLain'), value: money(ppn.dppNilaiLain) },
            { label: dl('documents.receipt.ppn', { rate: ppn.ratePercent }), value: money(ppn.ppn) },
          ]
        : []),
      { label: l(k('totals.total')), value: money(inv.total), bold: true },
      ...(paid > 0 ? [{ label: l(k('totals.paid')), value: money(paid) }] : []),
      { label: l(k('columns.balance')), value: money(inv.balance), bold: true },
    ],
    150,
    x,
    A4.width - A4.margin - x,
  );
  if (inv.catatan) {
    doc.x = A4.margin;
    doc.moveDown(0.8);
    fieldRows(doc, [{ label: l(k('form.note')), value: inv.catatan }]);
  }
  if (inv.status === 'CANCELLED') watermark(doc, t(k('status.CANCELLED')));
  else if (inv.status === 'DRAFT') watermark(doc, t(k('status.DRAFT')));
  return {
    bytes: await pdfBytes(doc, `${t(k('preview.invoice'))} ${inv.nomor} · ${inv.penjual.nama}`),
    nomor: inv.nomor,
  };
}
