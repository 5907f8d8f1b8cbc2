import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { IMPORT_COLUMNS } from '../../../contract/ebupot-import';
import { HttpError } from '../../../server/lib/errors';
import { amountOf, dateOf, toBody } from '../../../server/services/ebupot-import/check';
import { cellText, mapHeader, parseCsv, readImportFile } from '../../../server/services/ebupot-import/parse';

// The import's row reader: CSV (both delimiters, quotes), xlsx through read-excel-file, header
// matching by label or Coretax name, limits, and the cell texts turned into a slip body.

const header = IMPORT_COLUMNS.map((c) => c.header);
const row = [
  '3',
  '2025',
  'NPWP',
  '0012345678901000',
  '',
  'PT Maju; "Jaya"',
  '',
  '',
  '',
  'a@b.co',
  '24-104-01',
  '',
  '',
  '',
  '1.500.000',
  'Faktur Pajak',
  '0100002500000001',
  '10/03/2025',
  '2025-03-12',
];
const encode = (text: string) => new TextEncoder().encode(text);
const refused = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
};

describe('parseCsv', () => {
  it('reads quoted cells with delimiters, escaped quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","d ""e""\nf"\r\n1,2,3')).toEqual([
      ['a', 'b,c', 'd "e"\nf'],
      ['1', '2', '3'],
    ]);
  });
  it('takes the semicolon of an Indonesian Excel export, and drops the BOM', () => {
    expect(parseCsv('\uFEFFMasa;DPP\n3;1.500.000,00')).toEqual([
      ['Masa', 'DPP'],
      ['3', '1.500.000,00'],
    ]);
  });
});

describe('readImportFile', () => {
  it('reads a CSV of the template: lines numbered as in the sheet, empty rows skipped', async () => {
    const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const csv = [header, row, header.map(() => ''), row].map((r) => r.map(quote).join(';')).join('\n');
    const rows = await readImportFile(encode(csv), 'x.csv');
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[0].values).toMatchObject({ masa: '3', recipientName: 'PT Maju; "Jaya"', dpp: '1.500.000' });
  });

  it('reads an xlsx: numbers as exact text with a decimal comma, dates as YYYY-MM-DD', async () => {
    const data = [
      header,
      row.map((v, i) =>
        i === 0 ? 3 : i === 14 ? 1500000 : i === 13 ? 2.5 : i === 17 ? new Date(Date.UTC(2025, 2, 10)) : v,
      ),
    ];
    const bytes = await writeExcelFile(data as never, { dateFormat: 'dd/mm/yyyy' } as never).toBuffer();
    const [first] = await readImportFile(new Uint8Array(bytes), 'x.xlsx');
    expect(first.values).toMatchObject({
      masa: '3',
      dpp: '1500000',
      manualRate: '2,5',
      docDate: '2025-03-10',
      recipientId: '0012345678901000',
    });
  });

  it('matches headers by Coretax name too, and names missing columns (422)', async () => {
    const at = mapHeader(IMPORT_COLUMNS.map((c) => c.coretax ?? c.key));
    expect(at.get('dpp')).toBe(IMPORT_COLUMNS.findIndex((c) => c.key === 'dpp'));
    const err = await refused(readImportFile(encode('Masa Pajak,Tahun Pajak\n3,2025'), 'x.csv'));
    expect(err.status).toBe(422);
    expect(err.code).toBe('import_bad_header');
    expect(Object.keys(err.extra.fields ?? {})).toContain('Kode Objek Pajak');
  });

  it('refuses an empty file, an old .xls, too many rows (422) and too many bytes (413)', async () => {
    expect((await refused(readImportFile(encode('\n\n'), 'x.csv'))).code).toBe('import_empty');
    expect((await refused(readImportFile(encode(header.join(',')), 'x.csv'))).code).toBe('import_empty');
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0]);
    expect((await refused(readImportFile(xls, 'x.xls'))).code).toBe('import_bad_file');
    const many = [
      header.join(','),
      ...Array.from({ length: 5001 }, () => row.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')),
    ].join('\n');
    expect((await refused(readImportFile(encode(many), 'x.csv'))).code).toBe('import_too_many_rows');
    const big = await refused(readImportFile(new Uint8Array(3 * 1024 * 1024), 'x.csv'));
    expect([big.status, big.code]).toEqual([413, 'import_too_large']);
  });
});

describe('cell texts to a slip body', () => {
  it('reads amounts the Indonesian way and keeps a fraction for the schema to refuse', () => {
    expect(amountOf('Rp 1.500.000')).toBe(1_500_000);
    expect(amountOf('1500000,00')).toBe(1_500_000);
    expect(amountOf('1234567,5')).toBe(1_234_567.5);
    expect(amountOf('1,500,000')).toBeNaN();
    expect(amountOf('')).toBeNaN();
  });
  it('reads dates as DD/MM/YYYY or ISO', () => {
    expect(dateOf('1/3/2025')).toBe('2025-03-01');
    expect(dateOf('2025-03-12')).toBe('2025-03-12');
    expect(dateOf('12 Maret')).toBe('12 Maret');
  });
  it('maps labels to codes and fills the defaults', () => {
    const values = Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c.key, row[i]])) as Parameters<
      typeof toBody
    >[0];
    expect(toBody(values)).toMatchObject({
      masa: 3,
      recipientType: 'NPWP',
      recipientHasNpwp: true,
      fasilitas: 'N/A',
      docType: 'TaxInvoice',
      docDate: '2025-03-10',
      dpp: 1_500_000,
    });
    expect(toBody({ ...values, recipientType: '', recipientCountry: 'sgp' }).recipientType).toBe('FOREIGN');
    expect(toBody({ ...values, recipientHasNpwp: 'tidak', fasilitas: 'tanpa fasilitas' })).toMatchObject({
      recipientHasNpwp: false,
      fasilitas: 'N/A',
    });
    expect(cellText(true)).toBe('Y');
    expect(cellText(12.5)).toBe('12,5');
  });
});
