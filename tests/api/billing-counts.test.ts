import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INVOICE_STATUSES, TRANSAKSI_STATUSES } from '../../contract/billing';
import { invoiceListQuerySchema, transaksiListQuerySchema } from '../../contract/billing/schemas';
import { type Database, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { queryRows } from '../../server/db/rows';
import type { AuthUser } from '../../server/env';
import { wibDate } from '../../server/services/billing/dates';
import { cancelInvoice, insertInvoice, listInvoices } from '../../server/services/billing/invoices';
import {
  applyPayment,
  cancelTransaksi,
  createVa,
  listTransaksi,
} from '../../server/services/billing/payments';
import { EXACT_COUNT_LIMIT } from '../../server/services/billing/rows';
import { createTopup, payFromWallet } from '../../server/services/billing/wallet';
import { createTempDatabase } from './reset-postgres';

// The bill and payment lists read their totals and tab counts from list_counts, kept by triggers
// (0009_list_indexes.sql). This drives bills and payments through every change the services make,
// and bulk SQL, on a private database (PostgreSQL when the suite runs there), and after each step
// compares every answer with a plain count(*).

let database: Database;
let cleanup: () => Promise<void>;
let user: AuthUser;
let other: AuthUser;
let sellerId: number;

async function client(email: string): Promise<AuthUser> {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`INSERT INTO users (nama, email, password_hash, role) VALUES ('Klien', ${email}, 'x', 'client') RETURNING id`,
  );
  return { id: Number(row.id), email, nama: 'Klien', role: 'client' };
}

beforeAll(async () => {
  const serverUrl = inject('pgServerUrl');
  if (serverUrl) {
    const temp = await createTempDatabase(serverUrl);
    database = await openDatabase({ databaseUrl: temp.url, dataDir: '' });
    cleanup = async () => {
      await database.close();
      await temp.drop();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'billing-counts-'));
    database = await openDatabase({ dataDir: dir });
    cleanup = async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await migrate(database);
  user = await client('counts@example.test');
  other = await client('counts-other@example.test');
  const [seller] = await queryRows<{ id: number }>(
    database.db,
    sql`INSERT INTO penjual (nama, npwp) VALUES ('Penjual Uji', '0011223344556000') RETURNING id`,
  );
  sellerId = Number(seller.id);
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

const today = () => wibDate(new Date());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function newBill(owner: AuthUser, due: string, kind: 'TAGIHAN' | 'TOPUP' = 'TAGIHAN') {
  return insertInvoice(database.db, {
    clientId: owner.id,
    penjualId: sellerId,
    kind,
    tanggal: addDays(due, -30),
    jatuhTempo: due,
    details: [{ deskripsi: 'Layanan', qty: 1, harga_satuan: 100_000 }],
  });
}

/** Bulk bills by SQL (as the large seed makes them): `n` of one status, due `due`. */
async function bulkBills(
  owner: AuthUser,
  n: number,
  status: string,
  due: string,
  note: string | null = null,
) {
  await database.db.execute(sql`
    INSERT INTO invoices (nomor, penjual_id, client_id, tanggal, jatuh_tempo, dpp, ppn, total, status, catatan)
    SELECT 'BULK/' || ${owner.id} || '/' || nextval('invoice_nomor_seq'), ${sellerId}, ${owner.id},
           ${due}::date - 30, ${due}::date, 1000, 110, 1110, ${status}, ${note}
    FROM generate_series(1, ${n})`);
}

/** Every list total and tab count of `owner` against count(*) of the same rows. */
async function expectCountsExact(owner: AuthUser) {
  const day = today();
  for (const kind of ['TAGIHAN', 'TOPUP'] as const) {
    for (const status of [undefined, ...INVOICE_STATUSES]) {
      const stored = status === 'JATUH_TEMPO' ? 'BELUM_DIBAYAR' : status;
      const due =
        status === 'JATUH_TEMPO'
          ? sql`AND jatuh_tempo < ${day}::date`
          : status === 'BELUM_DIBAYAR'
            ? sql`AND jatuh_tempo >= ${day}::date`
            : sql``;
      const [{ n }] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM invoices WHERE client_id = ${owner.id} AND kind = ${kind}
            ${stored ? sql`AND status = ${stored}` : sql``} ${due}`,
      );
      const answer = await listInvoices(database.db, owner, invoiceListQuerySchema.parse({ kind, status }));
      expect(answer.total, `${kind} ${status ?? 'all'}`).toBe(Number(n));
      expect(answer).not.toHaveProperty('total_estimated');
    }
  }
  const rows = await queryRows<{ status: string; n: number }>(
    database.db,
    sql`SELECT status, count(*)::int AS n FROM transaksi WHERE client_id = ${owner.id} GROUP BY status`,
  );
  const expected = Object.fromEntries([...TRANSAKSI_STATUSES, 'ALL'].map((s) => [s, 0]));
  for (const r of rows) {
    expected[r.status] = Number(r.n);
    expected.ALL += Number(r.n);
  }
  for (const status of [undefined, ...TRANSAKSI_STATUSES]) {
    const answer = await listTransaksi(database.db, owner, transaksiListQuerySchema.parse({ status }));
    expect(answer.allData).toEqual(expected);
    expect(answer.total).toBe(expected[status ?? 'ALL']);
  }
}

describe('list totals kept by triggers', () => {
  it('stay exact through new bills, VAs, payments, wallet payments, cancellations and deletes', async () => {
    await expectCountsExact(user);
    const overdue = await newBill(user, addDays(today(), -3));
    const dueLater = await newBill(user, addDays(today(), 10));
    const dueToday = await newBill(user, today());
    await newBill(user, addDays(today(), 5), 'TOPUP');
    await expectCountsExact(user);

    const va = await createVa(database.db, user, overdue.id, '002', 60);
    await expectCountsExact(user);
    await applyPayment(database.db, user, { id: va.transaksi.id, channel: 'MOBILE' });
    await expectCountsExact(user);

    const second = await createVa(database.db, user, dueLater.id, '002', 60);
    await cancelTransaksi(database.db, user, second.transaksi.id);
    await expectCountsExact(user);
    await cancelInvoice(database.db, user, dueToday.id);
    await expectCountsExact(user);

    // A VA whose time has passed is expired by the next read, which puts its bill back.
    const third = await createVa(database.db, user, dueLater.id, '002', 60);
    await database.db.execute(
      sql`UPDATE transaksi SET expires_at = now() - interval '1 minute' WHERE id = ${third.transaksi.id}`,
    );
    await expectCountsExact(user);

    // A top-up paid by VA fills the wallet; a bill with a pending VA is then paid from it.
    const topup = await createTopup(database.db, user, 1_000_000);
    const topupVa = await createVa(database.db, user, topup.id, '002', 60);
    await applyPayment(database.db, user, { id: topupVa.transaksi.id, channel: 'ATM' });
    await createVa(database.db, user, dueLater.id, '002', 60);
    await payFromWallet(database.db, user, dueLater.id);
    await expectCountsExact(user);

    await bulkBills(user, 300, 'LUNAS', addDays(today(), -40));
    await database.db.execute(
      sql`UPDATE invoices SET status = 'DIBATALKAN' WHERE client_id = ${user.id} AND status = 'LUNAS' AND id % 3 = 0`,
    );
    await expectCountsExact(user);
    await database.db.execute(sql`DELETE FROM invoices WHERE id = ${overdue.id}`); // its payment goes with it
    await database.db.execute(sql`DELETE FROM invoices WHERE client_id = ${user.id} AND id % 5 = 0`);
    await expectCountsExact(user);
  });

  it("keeps each client's counts apart, and a deleted client leaves none behind", async () => {
    await bulkBills(other, 40, 'BELUM_DIBAYAR', addDays(today(), -1));
    await expectCountsExact(other);
    await expectCountsExact(user);
    await database.db.execute(sql`DELETE FROM users WHERE id = ${other.id}`);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM list_counts WHERE client_id = ${other.id}`,
    );
    expect(Number(n)).toBe(0);
    await expectCountsExact(user);
  });
});

describe('lists filtered by text or dates', () => {
  it('count exactly up to the bound and flag an estimate past it', async () => {
    const owner = await client('counts-many@example.test');
    await bulkBills(owner, 40, 'LUNAS', '2025-03-10', 'langka');
    let answer = await listInvoices(database.db, owner, invoiceListQuerySchema.parse({ q: 'langka' }));
    expect(answer.total).toBe(40);
    expect(answer).not.toHaveProperty('total_estimated');

    await bulkBills(owner, EXACT_COUNT_LIMIT + 2_000, 'LUNAS', '2025-06-10', 'umum');
    await database.db.execute(sql`ANALYZE invoices`);
    const actual = EXACT_COUNT_LIMIT + 2_000;
    answer = await listInvoices(
      database.db,
      owner,
      invoiceListQuerySchema.parse({ date_from: '2025-05-01' }),
    );
    expect(answer.total_estimated).toBe(true);
    expect(answer.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(answer.total).toBeLessThan(actual * 2);
    // the same rows without a date filter: exact, from the kept counts
    answer = await listInvoices(database.db, owner, invoiceListQuerySchema.parse({ status: 'LUNAS' }));
    expect(answer.total).toBe(actual + 40);
    expect(answer).not.toHaveProperty('total_estimated');
  });

  it('payments: tab counts exact below the bound, estimated (and flagged) past it', async () => {
    const owner = await client('counts-pay@example.test');
    await bulkBills(owner, EXACT_COUNT_LIMIT + 500, 'LUNAS', '2025-06-10');
    await database.db.execute(sql`
      INSERT INTO transaksi (invoice_id, client_id, nomor_invoice, bank, bank_code, va_number, amount, status, created_at, expires_at)
      SELECT id, client_id, nomor, 'Bank Mandiri', CASE WHEN id % 50 = 0 THEN '008' ELSE '002' END,
             '77' || lpad(id::text, 12, '0'), total, CASE WHEN id % 4 = 0 THEN 'KADALUARSA' ELSE 'TERBAYAR' END,
             timestamptz '2025-06-01 00:00:00+00', timestamptz '2025-06-02 00:00:00+00'
      FROM invoices WHERE client_id = ${owner.id}`);
    await database.db.execute(sql`ANALYZE transaksi`);
    const few = await listTransaksi(database.db, owner, transaksiListQuerySchema.parse({ bank: '008' }));
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM transaksi WHERE client_id = ${owner.id} AND bank_code = '008'`,
    );
    expect(few.allData.ALL).toBe(Number(n));
    expect(few).not.toHaveProperty('total_estimated');

    const many = await listTransaksi(database.db, owner, transaksiListQuerySchema.parse({ bank: '002' }));
    expect(many.total_estimated).toBe(true);
    expect(many.allData.ALL).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(many.allData.TERBAYAR).toBeGreaterThan(many.allData.KADALUARSA);
    expect(many.allData.MENUNGGU).toBe(0);
  });
});
