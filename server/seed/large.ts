import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type Database, type DB, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { queryRows, type RawRow } from '../db/rows';
import type * as tables from '../db/schema';
import { hashPassword } from '../lib/password';
import { seedSellers } from './billing';
import { seedIfEmpty } from './index';

// `npm run seed:large [-- --count=100000] [-- --force]`: 100,000 bills and 100,000 payments for one
// dedicated client, large@portalpajak.test / besar-demo-2026, for scale tests and the bench.
// Works on the default PGlite directory (DATA_DIR; stop the server first: PGlite is single-process)
// and on PostgreSQL (DATABASE_URL). Rows are made by INSERT … SELECT FROM generate_series in
// chunks, so nothing is built in JavaScript. Without --force an already seeded client is kept.
//
// Bills: issue dates over the last 730 days, DPP Rp 10.000 … Rp 4.999.000, PPN 11%;
// 60% LUNAS (a TERBAYAR payment), 10% DIBATALKAN (a cancelled VA), 30% BELUM_DIBAYAR (an expired
// VA; the recent ones are not yet due). No pending VAs, so no mass expiry follows the seed.

export const LARGE_CLIENT = {
  email: 'large@portalpajak.test',
  password: 'besar-demo-2026',
  nama: 'Uji Skala Besar',
  companyName: 'PT Skala Besar Nusantara',
};
const CHUNK = 20_000;

function arg(name: string): string | undefined {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return undefined;
  return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : 'true';
}

async function largeClient(db: DB): Promise<number> {
  const [found] = await queryRows<Pick<RawRow<typeof tables.users>, 'id'>>(
    db,
    sql`SELECT id FROM users WHERE lower(email) = ${LARGE_CLIENT.email}`,
  );
  if (found) return Number(found.id);
  const [row] = await queryRows<Pick<RawRow<typeof tables.users>, 'id'>>(
    db,
    sql`INSERT INTO users (nama, email, password_hash, role, company_name, phone, email_verified_at)
        VALUES (${LARGE_CLIENT.nama}, ${LARGE_CLIENT.email}, ${await hashPassword(LARGE_CLIENT.password)}, 'client',
                ${LARGE_CLIENT.companyName}, '081355550000', now())
        RETURNING id`,
  );
  return Number(row.id);
}

async function insertBills(
  db: DB,
  clientId: number,
  sellerIds: number[],
  from: number,
  to: number,
  now: string,
) {
  const sellers = sql.raw(`ARRAY[${sellerIds.join(',')}]`);
  await db.execute(sql`
    INSERT INTO invoices (nomor, kind, penjual_id, client_id, tanggal, jatuh_tempo, details, dpp, ppn, total, status,
                          catatan, paid_at, cancelled_at, created_at)
    SELECT 'INV/' || to_char(s.tanggal, 'YYYY/MM') || '/' || lpad(nextval('invoice_nomor_seq')::text, 6, '0'),
           'TAGIHAN', (${sellers})[1 + s.g % ${sellerIds.length}], ${clientId}, s.tanggal, s.tanggal + 30,
           jsonb_build_array(jsonb_build_object('deskripsi', 'Layanan e-Bupot – Masa ' || to_char(s.tanggal, 'MM/YYYY'),
                                                'qty', 1, 'harga_satuan', s.dpp, 'jumlah', s.dpp)),
           s.dpp, (s.dpp * 11 + 50) / 100, s.dpp + (s.dpp * 11 + 50) / 100,
           s.status, CASE WHEN s.g % 7 = 0 THEN 'Tagihan uji skala #' || s.g END,
           CASE WHEN s.status = 'LUNAS' THEN s.pay_at END,
           CASE WHEN s.status = 'DIBATALKAN' THEN s.pay_at END,
           s.created_at
    FROM (
      SELECT g, created_at, ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date AS tanggal,
             ((g::int8 * 7919) % 4990 + 10) * 1000 AS dpp,
             CASE WHEN g % 20 < 12 THEN 'LUNAS' WHEN g % 20 < 14 THEN 'DIBATALKAN' ELSE 'BELUM_DIBAYAR' END AS status,
             LEAST(created_at + interval '1 day', ${now}::timestamptz - interval '2 days') + (g % 1200) * interval '1 minute' AS pay_at
      FROM (SELECT g, ${now}::timestamptz - (g % 730) * interval '1 day' - (g % 36000) * interval '1 second' AS created_at
            FROM generate_series(${from}::int, ${to}::int) AS g) base
    ) s`);
}

/** One payment a bill: TERBAYAR for paid bills, DIBATALKAN for cancelled, KADALUARSA for open ones. */
async function insertPayments(
  db: DB,
  clientId: number,
  afterId: number,
  limit: number,
  now: string,
): Promise<number> {
  const rows = await queryRows<{ last: number | null }>(
    db,
    sql`WITH batch AS (
          SELECT i.*, nextval('va_customer_seq') AS seq,
                 CASE WHEN i.id % 6 < 3 THEN 0 ELSE i.id % 6 - 2 END AS b
          FROM invoices i WHERE i.client_id = ${clientId} AND i.id > ${afterId} ORDER BY i.id LIMIT ${limit}
        ), ins AS (
          INSERT INTO transaksi (invoice_id, client_id, nomor_invoice, method, bank, bank_code, va_number, va_name, amount,
                                 status, channel, created_at, expires_at, paid_at, cancelled_at)
          SELECT id, client_id, nomor, 'VA',
                 (ARRAY['Bank Rakyat Indonesia', 'Bank Mandiri', 'Bank Negara Indonesia', 'Bank Central Asia'])[b + 1],
                 (ARRAY['002', '008', '009', '014'])[b + 1],
                 CASE b WHEN 0 THEN '77777' || lpad(seq::text, 10, '0') WHEN 1 THEN '88908' || lpad(seq::text, 11, '0')
                        WHEN 2 THEN '988' || lpad(seq::text, 13, '0') ELSE '39358' || lpad(seq::text, 11, '0') END,
                 ${LARGE_CLIENT.companyName}, total,
                 CASE status WHEN 'LUNAS' THEN 'TERBAYAR' WHEN 'DIBATALKAN' THEN 'DIBATALKAN' ELSE 'KADALUARSA' END,
                 CASE WHEN status = 'LUNAS' THEN (ARRAY['ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK'])[1 + id % 5] END,
                 pay_start, pay_start + interval '1 day',
                 CASE WHEN status = 'LUNAS' THEN paid_at END,
                 CASE WHEN status = 'DIBATALKAN' THEN pay_start + interval '1 hour' END
          FROM (SELECT *, COALESCE(paid_at - interval '2 hours', cancelled_at - interval '2 hours',
                                   LEAST(created_at + interval '1 day', ${now}::timestamptz - interval '2 days')) AS pay_start
                FROM batch) x
          RETURNING invoice_id
        )
        SELECT max(invoice_id) AS last FROM ins`,
  );
  return rows[0]?.last == null ? -1 : Number(rows[0].last);
}

/**
 * Makes `count` bills and payments for the large client on an open, migrated database (demo
 * accounts and sellers are added when missing). Answers whether it seeded and how long it took.
 */
export async function seedLarge(
  database: Database,
  opts: { count?: number; force?: boolean; quiet?: boolean } = {},
): Promise<{ seeded: boolean; clientId: number; seconds: number }> {
  const count = opts.count ?? 100_000;
  const say = opts.quiet ? () => {} : log;
  const started = Date.now();
  const { db } = database;
  await seedIfEmpty(db, { encryptionKey: loadConfig().encryptionKey });
  const sellers = await seedSellers(db);
  const clientId = await largeClient(db);
  const [{ existing }] = await queryRows<{ existing: number }>(
    db,
    sql`SELECT count(*)::int AS existing FROM invoices WHERE client_id = ${clientId}`,
  );
  if (existing > 0 && !opts.force) {
    say(`${LARGE_CLIENT.email} already has ${existing} bills; use --force to make them again`);
    return { seeded: false, clientId, seconds: 0 };
  }
  if (existing > 0) await db.execute(sql`DELETE FROM invoices WHERE client_id = ${clientId}`);
  const now = new Date().toISOString();
  const sellerIds = sellers.map((s) => s.id);
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await insertBills(db, clientId, sellerIds, from, to, now);
    say(`bills ${to}/${count}`);
  }
  let after = 0;
  let made = 0;
  for (;;) {
    const last = await insertPayments(db, clientId, after, CHUNK, now);
    if (last < 0) break;
    after = last;
    made = Math.min(count, made + CHUNK);
    say(`payments ${made}/${count}`);
  }
  // Marks the new pages all-visible so counts can use index-only scans (PGlite has no autovacuum).
  await db.execute(sql`VACUUM ANALYZE invoices`);
  await db.execute(sql`VACUUM ANALYZE transaksi`);
  return { seeded: true, clientId, seconds: (Date.now() - started) / 1000 };
}

async function main() {
  const count = Number(arg('count') ?? 100_000);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000)
    throw new Error('--count must be 1 … 5,000,000');
  const database = await openDatabase(loadConfig());
  try {
    await migrate(database);
    const result = await seedLarge(database, { count, force: arg('force') === 'true' });
    if (result.seeded)
      log(
        `done in ${result.seconds.toFixed(1)} s on ${database.kind}: sign in as ${LARGE_CLIENT.email} / ${LARGE_CLIENT.password}`,
      );
  } finally {
    await database.close();
  }
}

function log(msg: string) {
  process.stdout.write(`[seed:large] ${msg}\n`);
}

// Run as a script (npm run seed:large); importing it (bench) only gets the helpers.
if (process.argv[1] && /seed[\\/]large\.ts$/.test(process.argv[1])) {
  main().catch((err) => {
    process.stderr.write(`[seed:large] failed: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
