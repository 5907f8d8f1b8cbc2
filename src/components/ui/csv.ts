// CSV helpers: build a CSV in the browser, or save what the server streamed, under a file name.

import { csvRow } from '@contract/csv';

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown };

/** Rows → CSV text (comma separated, CRLF line ends, header row first; cells safe for spreadsheets). */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [csvRow(columns.map((c) => c.header))];
  for (const row of rows) lines.push(csvRow(columns.map((c) => c.value(row))));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves a Blob as a file through a temporary <a download>. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, filename);
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Starts a download of a URL (same-origin, or a blob: URL); the server's Content-Disposition may still win. */
export function downloadUrl(url: string, filename: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
}

export type CsvSource = string | Blob | Response | ReadableStream<Uint8Array>;

/**
 * Saves CSV as `filename`. Accepts CSV text (a UTF-8 BOM is added so Excel reads "Rp" and accents
 * right), a Blob, a fetch Response (e.g. the server's streamed export; throws on a non-2xx status)
 * or a byte stream.
 */
export async function downloadCsv(filename: string, source: CsvSource): Promise<void> {
  let blob: Blob;
  if (typeof source === 'string') {
    blob = new Blob(['\ufeff', source], { type: 'text/csv;charset=utf-8' });
  } else if (source instanceof Blob) {
    blob = source;
  } else if (source instanceof Response) {
    if (!source.ok) throw new Error(`Download failed (${source.status})`);
    blob = await source.blob();
  } else {
    blob = await new Response(source).blob();
  }
  if (!blob.type) blob = new Blob([blob], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, filename.endsWith('.csv') ? filename : `${filename}.csv`);
}
