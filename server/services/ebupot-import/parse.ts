// Reading an uploaded import file into rows of cell texts: xlsx through read-excel-file, CSV by
// the small reader below. The slip rules run afterwards on the texts (./check.ts), so a cell
// shows what the file held and can be fixed in the grid as typed.
//
// Library: read-excel-file (MIT, 9.x, maintained, Node >= 18, runs on Node 20). It reads the
// first sheet of an .xlsx into rows of strings, numbers, booleans and Dates with three small
// dependencies (fflate, saxen, unzipper-esm): the alternatives were exceljs (stale since 2023,
// archiver/unzipper/jszip and more), SheetJS (its npm release is stale and flagged; newer ones are
// not on the registry) or writing a zip + XML reader here. Parsing on the server keeps one set of
// rules for the portal and any API caller.
import { readSheet } from 'read-excel-file/node';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportColumnKey,
} from '../../../contract/ebupot-import';
import type { StoredImportRow } from '../../db/schema';
import { HttpError } from '../../lib/errors';

type Cell = string | number | boolean | Date | null | undefined;
/** A number cell of an xlsx, as written in the file ("1234567", "2.5"). */
type NumberText = { number: string };

const unprocessable = (message: string, code: string, fields?: Record<string, string>) =>
  new HttpError(422, message, code, fields ? { fields } : {});

/** "Masa Pajak", "masa_pajak", "TaxPeriodMonth" → "masapajak" / "taxperiodmonth". */
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const HEADER_NAMES = new Map<string, ImportColumnKey>();
for (const c of IMPORT_COLUMNS) {
  for (const name of [c.header, c.key, c.coretax]) if (name) HEADER_NAMES.set(normalise(name), c.key);
}

/** YYYY-MM-DD of a date cell (xlsx dates are UTC midnights of the day shown). */
const isoDay = (d: Date) => (Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10));

/**
 * A cell as the text the rules read. Numbers keep their exact digits (read as text, never through
 * a float) and a decimal point becomes the Indonesian decimal comma, so "1234567.5" cannot be
 * mistaken for thousands grouping ("1.234.567").
 */
export function cellText(value: Cell): string {
  if (value == null) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return String(value).replace(/\r\n?/g, '\n').trim();
}

/** A CSV's delimiter: the one of `;`, `,` and tab that splits the header line most (Excel in Indonesian writes `;`). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best = ',';
  let most = -1;
  for (const d of [';', ',', '\t']) {
    let n = 0;
    let quoted = false;
    for (const ch of firstLine) {
      if (ch === '"') quoted = !quoted;
      else if (ch === d && !quoted) n++;
    }
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

/** RFC 4180 CSV (quoted cells with "" escapes and line breaks), delimiter `;`, `,` or tab. */
export function parseCsv(input: string): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const d = delimiterOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === d) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Which column each template field sits in; throws 422 import_bad_header naming the missing ones. */
export function mapHeader(header: string[]): Map<ImportColumnKey, number> {
  const at = new Map<ImportColumnKey, number>();
  header.forEach((name, i) => {
    const key = HEADER_NAMES.get(normalise(name));
    if (key && !at.has(key)) at.set(key, i);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !at.has(c.key)).map((c) => c.header);
  if (missing.length)
    throw unprocessable(
      `The first row must be the template's header; missing columns: ${missing.join(', ')}`,
      'import_bad_header',
      Object.fromEntries(missing.map((header) => [header, 'Missing column'])),
    );
  return at;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The first sheet's rows as texts: xlsx by its zip signature, else CSV (UTF-8). */
async function sheetOf(bytes: Uint8Array, fileName: string): Promise<string[][]> {
  if (startsWith(bytes, OLE))
    throw unprocessable('Old .xls workbooks are not read: save the file as .xlsx or CSV', 'import_bad_file');
  if (startsWith(bytes, ZIP)) {
    let sheet: (Cell | NumberText)[][];
    try {
      // numbers arrive as their text in the file (exact digits, no float), marked as numbers
      sheet = (await readSheet<NumberText>(Buffer.from(bytes), {
        parseNumber: (text) => ({ number: text }),
      })) as unknown as (Cell | NumberText)[][];
    } catch {
      throw unprocessable('The file is not a readable .xlsx workbook', 'import_bad_file');
    }
    return sheet.map((row) =>
      row.map((v) => (v instanceof Object && 'number' in v ? v.number.replace('.', ',') : cellText(v))),
    );
  }
  if (!/\.(csv|txt)$/i.test(fileName) && bytes.includes(0))
    throw unprocessable('Upload the template as .xlsx or CSV', 'import_bad_file');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return parseCsv(text).map((row) => row.map((v) => cellText(v)));
}

/**
 * An uploaded file's data rows (empty rows skipped), each with its line in the sheet. Refuses
 * (413) a file over IMPORT_MAX_BYTES, (422) one that is no template, has no rows, or more than
 * IMPORT_MAX_ROWS.
 */
export async function readImportFile(bytes: Uint8Array, fileName: string): Promise<StoredImportRow[]> {
  if (bytes.byteLength > IMPORT_MAX_BYTES)
    throw new HttpError(
      413,
      `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files`,
      'import_too_large',
    );
  const sheet = await sheetOf(bytes, fileName);
  const headerAt = sheet.findIndex((row) => row.some((v) => v !== ''));
  if (headerAt < 0) throw unprocessable('The file is empty', 'import_empty');
  const columns = mapHeader(sheet[headerAt]);
  const rows: StoredImportRow[] = [];
  for (let i = headerAt + 1; i < sheet.length; i++) {
    const cells = sheet[i];
    if (!cells.some((v) => v !== '')) continue;
    if (rows.length === IMPORT_MAX_ROWS)
      throw unprocessable(
        `A file holds at most ${IMPORT_MAX_ROWS} rows: split it into smaller files`,
        'import_too_many_rows',
      );
    const values = {} as Record<ImportColumnKey, string>;
    for (const c of IMPORT_COLUMNS) {
      const at = columns.get(c.key);
      values[c.key] = at === undefined ? '' : (cells[at] ?? '');
    }
    rows.push({ line: i + 1, values });
  }
  if (!rows.length) throw unprocessable('The file has a header but no rows', 'import_empty');
  return rows;
}
