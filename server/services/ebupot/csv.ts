import type { Bupot } from '../../../contract/ebupot';
import { bpToPercentText } from '../../../contract/ebupot/compute';

// CSV of the slip list (the DJP list's columns plus the detail a reconciliation needs).
// Excel-friendly: UTF-8 with BOM, CRLF, comma separated; cells that a spreadsheet would run as
// a formula (=, +, -, @, tab, CR) get a leading apostrophe.

const HEADER = [
  'Masa Pajak',
  'Tahun Pajak',
  'Nomor Bukti Potong',
  'Pembetulan Ke',
  'Status',
  'Kode Objek Pajak',
  'Pasal',
  'Jenis Identitas',
  'Identitas Penerima',
  'Nama Penerima',
  'NITKU Penerima',
  'Negara',
  'Fasilitas',
  'Nomor Fasilitas',
  'DPP',
  'Tarif (%)',
  'PPh',
  'PPh Disetor',
  'Jenis Dokumen',
  'Nomor Dokumen',
  'Tanggal Dokumen',
  'Tanggal Pemotongan',
  'Penandatangan',
  'Tanggal Terbit',
  'Kode Verifikasi',
];

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function slipsToCsv(slips: Bupot[]): string {
  const lines = [HEADER.map(cell).join(',')];
  for (const s of slips) {
    lines.push(
      [
        s.masa,
        s.tahun,
        s.number,
        s.revision,
        s.status,
        s.kodeObjek,
        s.pasal,
        s.recipientType,
        s.recipientId,
        s.recipientName,
        s.recipientNitku,
        s.recipientCountry,
        s.fasilitas,
        s.fasilitasNumber,
        s.dpp,
        bpToPercentText(s.rateBp),
        s.pph,
        s.pphPayable,
        s.docType,
        s.docNumber,
        s.docDate,
        s.withholdingDate,
        s.signer?.nama ?? null,
        s.issuedAt,
        s.verificationCode,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
