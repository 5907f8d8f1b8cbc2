// The empty import template: the header row of DJP's e-Bupot Unifikasi layout as the portal
// reads it (contract/ebupot-import.ts IMPORT_COLUMNS), and in the xlsx a REF sheet with the
// accepted facility codes, document types and tax object codes, as DJP's converter has.
import writeExcelFile from 'write-excel-file/node';
import { csvRow } from '../../../contract/csv';
import { DOC_TYPES, FASILITAS } from '../../../contract/ebupot';
import { IMPORT_COLUMNS } from '../../../contract/ebupot-import';
import { readTaxObjectCodeSource } from '../ebupot/codes';

const headers = IMPORT_COLUMNS.map((c) => c.header);

/** UTF-8 with BOM (Excel then reads the header's text right), one header line. */
export const templateCsv = () => `\uFEFF${csvRow(headers)}\r\n`;

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });

let xlsx: Promise<Buffer> | null = null;

export function templateXlsx(): Promise<Buffer> {
  xlsx ??= (async () => {
    const codes = readTaxObjectCodeSource();
    const ref: ({ value: string; fontWeight?: 'bold' } | string | number | null)[][] = [
      [bold('Kolom'), bold('Keterangan')],
      ['Masa Pajak / Tahun Pajak', '1-12 / YYYY'],
      ['Jenis Identitas Penerima', 'NPWP, NIK atau TIN (luar negeri); kosong = NPWP'],
      ['Penerima Ber-NPWP', 'Y atau N (NIK belum aktif sebagai NPWP); kosong = Y'],
      ['DPP (Rp)', 'Rupiah penuh, contoh 1.500.000'],
      ['Tanggal', 'YYYY-MM-DD atau DD/MM/YYYY'],
      [],
      [bold('Fasilitas'), null],
      ...FASILITAS.map((f) => [f, null]),
      [],
      [bold('Jenis Dokumen Referensi'), null],
      ...DOC_TYPES.map((d) => [d, null]),
      [],
      [bold('Kode Objek Pajak'), bold('Nama'), bold('Pasal'), bold('Tarif (%)')],
      ...codes.map((c) => [c.code, c.name_id, c.pasal, c.rate_percent]),
    ];
    return writeExcelFile([
      {
        sheet: 'BPPU',
        data: [headers.map(bold)],
        columns: headers.map((h) => ({ width: Math.max(14, h.length + 2) })),
        stickyRowsCount: 1,
      },
      { sheet: 'REF', data: ref, columns: [{ width: 28 }, { width: 60 }, { width: 8 }, { width: 10 }] },
    ] as never).toBuffer();
  })();
  xlsx.catch(() => {
    xlsx = null;
  });
  return xlsx;
}
