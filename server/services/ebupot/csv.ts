import { csvRow } from '../../../contract/csv';
import type { Bupot } from '../../../contract/ebupot';

// CSV of the slip list (the DJP list's columns plus the detail a reconciliation needs).
// Excel-friendly: UTF-8 with BOM, CRLF, comma separated; text cells are neutralised against
// formulas by the contract's rule, amounts and the rate stay numbers.

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

export function slipsToCsv(slips: Bupot[]): string {
  const lines = [csvRow(HEADER)];
  for (const s of slips) {
    lines.push(
      csvRow([
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
        // basis points to percent: a short exact decimal (250 → 2.5)
        s.rateBp / 100,
        s.pph,
        s.pphPayable,
        s.docType,
        s.docNumber,
        s.docDate,
        s.withholdingDate,
        s.signer?.nama ?? null,
        s.issuedAt,
        s.verificationCode,
      ]),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
