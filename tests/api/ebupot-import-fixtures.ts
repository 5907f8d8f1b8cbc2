import writeExcelFile from 'write-excel-file/node';
import { IMPORT_COLUMNS, type ImportColumnKey } from '../../contract/ebupot-import';
import { jakartaToday } from './ebupot-fixtures';

// Import files for the API tests, the e2e test and the bench: rows of the template as texts,
// written as xlsx (write-excel-file) or CSV.

export type ImportValues = Record<ImportColumnKey, string>;

/** A valid PPh 23 row in the current masa (or `period`), numbered `i` (names and documents differ). */
export function importRow(
  i: number,
  over: Partial<ImportValues> = {},
  period = jakartaToday(),
): ImportValues {
  const day = `${period.tahun}-${String(period.masa).padStart(2, '0')}-01`;
  return {
    masa: String(period.masa),
    tahun: String(period.tahun),
    recipientType: 'NPWP',
    recipientId: '0215550123407000',
    recipientHasNpwp: '',
    recipientName: `PT Mitra Impor ${i}`,
    recipientNitku: '',
    recipientCountry: '',
    recipientAddress: '',
    recipientEmail: `vendor${i}@mitra.test`,
    kodeObjek: '24-104-01',
    fasilitas: '',
    fasilitasNumber: '',
    manualRate: '',
    dpp: String(1_000_000 + i * 1000),
    docType: 'CommercialInvoice',
    docNumber: `INV/${i}`,
    docDate: day,
    withholdingDate: day,
    ...over,
  };
}

const sheet = (rows: ImportValues[]) => [
  IMPORT_COLUMNS.map((c) => c.header),
  ...rows.map((r) => IMPORT_COLUMNS.map((c) => r[c.key])),
];

export async function importXlsx(rows: ImportValues[]): Promise<Uint8Array> {
  return new Uint8Array(await writeExcelFile(sheet(rows)).toBuffer());
}

export function importCsv(rows: ImportValues[], delimiter = ';'): Uint8Array {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return new TextEncoder().encode(
    sheet(rows)
      .map((r) => r.map(quote).join(delimiter))
      .join('\r\n'),
  );
}

export function importForm(bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  return form;
}
