import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceListQuerySchema, transaksiListQuerySchema } from '../../contract/billing/schemas';
import { type Database, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { queryRows } from '../../server/db/rows';
import type { AuthUser } from '../../server/env';
import { exportInvoicesCsv } from '../../server/services/billing/invoices';
import { exportTransaksiCsv } from '../../server/services/billing/payments';
import { parseCsv } from './billing-fixtures';

// The CSV exports page through the rows in keyset batches of 1,000. This runs them in-process on
// a private PGlite with 2,600 bills full of ties (few distinct dates, totals and statuses), so
// every sort crosses batch boundaries inside runs of equal keys, and compares the CSV with a
// plain ORDER BY of the same rows.

const ROWS = 2_600;
let database: Database;
let dir: string;
let user: AuthUser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'billing-keyset-'));
  database = await openDatabase({ dataDir: dir });
  await migrate(database);
  const { db } = database;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (nama, email, password_hash, role) VALUES ('Klien Keyset', 'keyset@example.test', 'x', 'client') RETURNING id`,
  );
  user = { id: Number(row.id), email: 'keyset@example.test', nama: 'Klien Keyset', role: 'client' };
  await db.execute(sql`
    INSERT INTO invoices (nomor, penjual_id, client_id, tanggal, jatuh_tempo, dpp, ppn, total, status, created_at)
    SELECT 'INV/2026/01/' || lpad(g::text, 6, '0'), (SELECT id FROM penjual LIMIT 1), ${user.id},
           date '2026-01-01' + (g % 5), date '2026-02-01' + (g % 3), 1000 * (g % 7), 0, 1000 * (g % 7) + 1,
           (ARRAY['BELUM_DIBAYAR', 'LUNAS', 'DIBATALKAN'])[1 + g % 3],
           timestamptz '2026-01-01 00:00:00+00' + (g % 4) * interval '1 hour'
    FROM generate_series(1, ${ROWS}) AS g`);
  await db.execute(sql`
    INSERT INTO transaksi (invoice_id, client_id, nomor_invoice, bank, bank_code, va_number, amount, status, created_at, expires_at)
    SELECT id, client_id, nomor, 'Bank Rakyat Indonesia', '002', '77777' || lpad(id::text, 10, '0'), total,
           CASE status WHEN 'LUNAS' THEN 'TERBAYAR' ELSE 'KADALUARSA' END, created_at, created_at + interval '1 day'
    FROM invoices WHERE client_id = ${user.id}`);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('CSV export keyset paging', () => {
  it.each(['tanggal', 'jatuh_tempo', 'total', 'nomor', 'status'])(
    'bills by %s, both ways, every row once and in order',
    async (key) => {
      for (const dir of ['asc', 'desc'] as const) {
        const params = invoiceListQuerySchema.parse({ sort: `${key}:${dir}` });
        const [, ...rows] = parseCsv(await readAll(exportInvoicesCsv(database.db, user, params)));
        const secondary = key === 'status' ? `, tanggal ${dir}` : '';
        const expected = await queryRows<{ nomor: string }>(
          database.db,
          sql.raw(
            `SELECT nomor FROM invoices WHERE client_id = ${user.id} ORDER BY ${key} ${dir}${secondary}, id ${dir}`,
          ),
        );
        expect(rows.length).toBe(ROWS);
        expect(rows.map((r) => r[0])).toEqual(expected.map((e) => e.nomor));
      }
    },
  );

  it.each(['created_at', 'amount', 'status', 'bank'])('payments by %s keep every row once', async (key) => {
    const params = transaksiListQuerySchema.parse({ sort: `${key}:desc` });
    const [, ...rows] = parseCsv(await readAll(exportTransaksiCsv(database.db, user, params)));
    expect(rows.length).toBe(ROWS);
    expect(new Set(rows.map((r) => r[0])).size).toBe(ROWS);
  });

  it('applies the filter to every batch', async () => {
    const params = invoiceListQuerySchema.parse({ status: 'LUNAS', sort: 'total:asc' });
    const [, ...rows] = parseCsv(await readAll(exportInvoicesCsv(database.db, user, params)));
    expect(rows.length).toBe(Math.floor(ROWS / 3) + (ROWS % 3 >= 2 ? 1 : 0));
    expect(rows.every((r) => r[9] === 'LUNAS')).toBe(true);
  });
});
