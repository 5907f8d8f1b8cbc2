import type { AdminInvoiceDetail } from '@contract/admin/invoices';
import { jsPDF } from 'jspdf';
import { formatNpwp, formatRupiah } from '@/lib/format';

// The bill as a PDF, made in the browser with jsPDF (maintained, no server round trip, and this
// module is imported only when the admin asks for a PDF, so the page's first load does not carry
// it). The same content and order as the A4 preview. jsPDF's built-in fonts cover Latin-1 only:
// Arabic labels would need an embedded Arabic font (hundreds of KB), so an Arabic interface gets
// the Indonesian labels, the bill's own language.

export interface PdfLabels {
  invoice: string;
  issued: string;
  due: string;
  billTo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  amount: string;
  dpp: string;
  ppn: string;
  total: string;
  paid: string;
  balance: string;
  note: string;
  status: string;
}

const MARGIN = 14;
const WIDTH = 210;

export function invoicePdf(inv: AdminInvoiceDetail, l: PdfLabels): Blob {
  const doc = new jsPDF({ format: 'a4', unit: 'mm' });
  const right = WIDTH - MARGIN;
  let y = 20;
  doc.setFont('helvetica', 'bold').setFontSize(14).text(inv.penjual.nama, MARGIN, y);
  doc.setFontSize(16).text(`${l.invoice} ${inv.nomor}`, right, y, { align: 'right' });
  doc.setFont('helvetica', 'normal').setFontSize(9);
  doc.text(doc.splitTextToSize(inv.penjual.alamat, 95), MARGIN, y + 6);
  doc.text(`NPWP ${formatNpwp(inv.penjual.npwp)}`, MARGIN, y + 16);
  doc.text(`${l.issued}: ${inv.tanggal}`, right, y + 6, { align: 'right' });
  doc.text(`${l.due}: ${inv.jatuh_tempo}`, right, y + 11, { align: 'right' });
  doc.text(`${l.status}`, right, y + 16, { align: 'right' });
  y += 28;
  doc.setFont('helvetica', 'bold').text(l.billTo, MARGIN, y);
  doc.setFont('helvetica', 'normal');
  const client = [
    inv.client.company_name || inv.client.nama,
    inv.client.address ?? '',
    inv.client.email,
    inv.client.npwp ? `NPWP ${formatNpwp(inv.client.npwp)}` : '',
  ].filter(Boolean);
  doc.text(client, MARGIN, y + 5);
  y += 8 + client.length * 4.5;

  const cols = [MARGIN, 118, 138, 165, right];
  const header = [l.description, l.quantity, l.unitPrice, l.discount, l.amount];
  doc.setFont('helvetica', 'bold');
  doc.text(header[0], MARGIN, y);
  for (let i = 1; i < header.length; i++) doc.text(header[i], cols[i], y, { align: 'right' });
  doc.line(MARGIN, y + 2, right, y + 2);
  doc.setFont('helvetica', 'normal');
  y += 7;
  for (const line of inv.details) {
    const text = doc.splitTextToSize(line.deskripsi, 95) as string[];
    doc.text(text, MARGIN, y);
    doc.text(String(line.qty), cols[1], y, { align: 'right' });
    doc.text(formatRupiah(line.harga_satuan), cols[2], y, { align: 'right' });
    doc.text(line.diskon ? formatRupiah(line.diskon) : '-', cols[3], y, { align: 'right' });
    doc.text(formatRupiah(line.jumlah), right, y, { align: 'right' });
    y += text.length * 4.5 + 2;
    doc.line(MARGIN, y - 3, right, y - 3);
  }
  y += 4;
  const paid = inv.payments.reduce((s, p) => s + p.amount, 0);
  const sums: [string, number, boolean][] = [
    [l.dpp, inv.dpp, false],
    [l.ppn, inv.ppn, false],
    [l.total, inv.total, true],
    ...(paid > 0 ? ([[l.paid, paid, false]] as [string, number, boolean][]) : []),
    [l.balance, inv.balance, true],
  ];
  for (const [label, value, bold] of sums) {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.text(label, 130, y);
    doc.text(formatRupiah(value), right, y, { align: 'right' });
    y += 5.5;
  }
  if (inv.catatan) {
    y += 4;
    doc.setFont('helvetica', 'bold').text(l.note, MARGIN, y);
    doc
      .setFont('helvetica', 'normal')
      .text(doc.splitTextToSize(inv.catatan, WIDTH - 2 * MARGIN), MARGIN, y + 5);
  }
  return doc.output('blob');
}
