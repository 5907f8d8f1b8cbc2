import { csvRow } from '../../../contract/csv';

// CSV exports: RFC 4180 quoting, CRLF lines, UTF-8 with a BOM (so spreadsheet apps read the
// Indonesian text right), streamed in keyset batches so 100,000 rows never sit in memory at once.

const BATCH = 1000;

/** One CSV line (cells made safe for spreadsheets by the contract's rule), CRLF-terminated. */
export const csvLine = (cells: (string | number | null)[]) => `${csvRow(cells)}\r\n`;

export interface Cursor {
  /** the sort columns' values as text */
  keys: string[];
  id: number;
}

/**
 * A stream that writes `header`, then pulls batches with `fetch(after, limit)` (rows strictly
 * after the cursor in the export's order) until a short batch.
 */
export function keysetStream(opts: {
  header: string;
  prepare?: () => Promise<void>;
  fetch: (after: Cursor | null, limit: number) => Promise<{ cursor: Cursor; line: string }[]>;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        await opts.prepare?.();
        controller.enqueue(encoder.encode(`\uFEFF${opts.header}`));
        return;
      }
      if (done) {
        controller.close();
        return;
      }
      const rows = await opts.fetch(after, BATCH);
      if (rows.length) {
        after = rows[rows.length - 1].cursor;
        controller.enqueue(encoder.encode(rows.map((r) => r.line).join('')));
      }
      // A pull that enqueues nothing is not called again: close at once on the last batch,
      // or an export with no (more) rows would hang.
      if (rows.length < BATCH) {
        done = true;
        controller.close();
      }
    },
  });
}
