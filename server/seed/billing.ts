import { sql } from 'drizzle-orm';
import { ppnOf } from '../../contract/billing/ppn';
import { MASA_NAMES_ID } from '../../contract/ebupot';
import { routePath } from '../../contract/routes';
import type { DB } from '../db/client';
import { queryRows, type RawRow } from '../db/rows';
import type * as tables from '../db/schema';
import { notify } from '../lib/notify';
import { findBank, vaNumberFor } from '../services/billing/banks';
import { addDays, wibDate } from '../services/billing/dates';
import type { SeedContext } from './context';

// Demo data of the billing domain: six sellers, 36 bills per demo client spread over the last
// 12 months in every status, payments in every status, a wallet top-up and a wallet payment, a
// few notifications. Deterministic: a seeded PRNG, dates relative to ctx.now.

/** mulberry32: small deterministic PRNG in [0, 1). */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = ReturnType<typeof prng>;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

/** 16-digit NPWP: '0' + a 15-digit one whose 9th digit is the Luhn check of digits 1–8 (formats.md §1a). */
export function demoNpwp(first8: string, kpp: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const product = Number(first8[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return `0${first8}${(10 - (sum % 10)) % 10}${kpp}000`;
}

interface SellerDef {
  nama: string;
  npwp: string;
  alamat: string;
  items: { deskripsi: string; min: number; max: number; qty: [number, number] }[];
}

const SELLERS: SellerDef[] = [
  {
    nama: 'PT Konsultan Pajak Nusantara',
    npwp: demoNpwp('01834527', '073'),
    alamat: 'Jl. H.R. Rasuna Said Kav. C-22, Kuningan, Jakarta Selatan 12940',
    items: [
      { deskripsi: 'Jasa konsultasi pajak bulanan', min: 2_500_000, max: 7_500_000, qty: [1, 1] },
      { deskripsi: 'Penyusunan SPT Masa PPN', min: 750_000, max: 1_500_000, qty: [1, 1] },
      { deskripsi: 'Pendampingan pemeriksaan pajak (per hari)', min: 3_000_000, max: 5_000_000, qty: [1, 3] },
    ],
  },
  {
    nama: 'PT Solusi Faktur Digital',
    npwp: demoNpwp('02948201', '507'),
    alamat: 'Jl. Gatot Subroto No. 38, Bandung 40262',
    items: [
      { deskripsi: 'Layanan e-Bupot', min: 750_000, max: 2_500_000, qty: [1, 1] },
      { deskripsi: 'Langganan aplikasi e-Faktur (per pengguna)', min: 150_000, max: 250_000, qty: [2, 10] },
    ],
  },
  {
    nama: 'CV Arsip Data Mandiri',
    npwp: demoNpwp('03127654', '421'),
    alamat: 'Jl. Pemuda No. 112, Semarang 50132',
    items: [
      { deskripsi: 'Penyimpanan arsip dokumen pajak (per boks)', min: 85_000, max: 120_000, qty: [5, 40] },
      { deskripsi: 'Digitalisasi dokumen (per 100 halaman)', min: 200_000, max: 350_000, qty: [1, 8] },
    ],
  },
  {
    nama: 'PT Sertifikasi Elektronik Indonesia',
    npwp: demoNpwp('01456789', '054'),
    alamat: 'Jl. M.H. Thamrin No. 9, Menteng, Jakarta Pusat 10340',
    items: [
      { deskripsi: 'Sertifikat elektronik (1 tahun)', min: 350_000, max: 600_000, qty: [1, 3] },
      { deskripsi: 'Perpanjangan sertifikat elektronik', min: 300_000, max: 450_000, qty: [1, 2] },
    ],
  },
  {
    nama: 'PT Akuntansi Prima Jaya',
    npwp: demoNpwp('02765432', '614'),
    alamat: 'Jl. Raya Darmo No. 45, Surabaya 60264',
    items: [
      { deskripsi: 'Jasa pembukuan bulanan', min: 1_500_000, max: 4_000_000, qty: [1, 1] },
      { deskripsi: 'Penyusunan laporan keuangan triwulan', min: 5_000_000, max: 12_000_000, qty: [1, 1] },
    ],
  },
  {
    nama: 'PT Layanan Cloud Andalas',
    npwp: demoNpwp('03981246', '201'),
    alamat: 'Jl. Sudirman No. 17, Padang 25121',
    items: [
      { deskripsi: 'Sewa server aplikasi pajak (per bulan)', min: 900_000, max: 2_000_000, qty: [1, 3] },
      {
        deskripsi: 'Lisensi perangkat lunak akuntansi (per pengguna)',
        min: 250_000,
        max: 400_000,
        qty: [1, 12],
      },
    ],
  },
];

const VA_BANKS = ['002', '002', '002', '008', '009', '014', '013', '022', '451'];
const CHANNELS = ['ATM', 'MOBILE', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK'] as const;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const BILLS_PER_CLIENT = 36;

type PayStatus = 'MENUNGGU' | 'TERBAYAR' | 'KADALUARSA' | 'DIBATALKAN';

async function insertPayment(
  db: DB,
  rng: Rng,
  bill: { id: number; nomor: string; clientId: number; total: number; vaName: string },
  status: PayStatus,
  createdAt: Date,
  paidAt: Date | null = null,
  ttlMs = DAY,
): Promise<number> {
  const bank = findBank(pick(rng, VA_BANKS))!;
  const [{ seq }] = await queryRows<{ seq: number }>(db, sql`SELECT nextval('va_customer_seq')::int8 AS seq`);
  const [row] = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'id'>>(
    db,
    sql`INSERT INTO transaksi (invoice_id, client_id, nomor_invoice, method, bank, bank_code, va_number, va_name,
          amount, status, channel, created_at, expires_at, paid_at, cancelled_at)
        VALUES (${bill.id}, ${bill.clientId}, ${bill.nomor}, 'VA', ${bank.nama}, ${bank.code},
          ${vaNumberFor(bank, Number(seq))}, ${bill.vaName}, ${bill.total}, ${status},
          ${status === 'TERBAYAR' ? pick(rng, CHANNELS) : null}, ${createdAt.toISOString()}::timestamptz,
          ${new Date(createdAt.getTime() + ttlMs).toISOString()}::timestamptz,
          ${paidAt ? paidAt.toISOString() : null}::timestamptz,
          ${status === 'DIBATALKAN' ? new Date(createdAt.getTime() + 2 * HOUR).toISOString() : null}::timestamptz)
        RETURNING id`,
  );
  return Number(row.id);
}

/** The demo sellers (idempotent by name); answers their ids. */
export async function seedSellers(db: DB): Promise<{ id: number; def: SellerDef }[]> {
  const out: { id: number; def: SellerDef }[] = [];
  for (const def of SELLERS) {
    const [existing] = await queryRows<Pick<RawRow<typeof tables.penjual>, 'id'>>(
      db,
      sql`SELECT id FROM penjual WHERE nama = ${def.nama}`,
    );
    const [row] = existing
      ? [existing]
      : await queryRows<Pick<RawRow<typeof tables.penjual>, 'id'>>(
          db,
          sql`INSERT INTO penjual (nama, npwp, alamat) VALUES (${def.nama}, ${def.npwp}, ${def.alamat}) RETURNING id`,
        );
    out.push({ id: Number(row.id), def });
  }
  return out;
}

async function seedClient(
  db: DB,
  rng: Rng,
  clientId: number,
  sellers: { id: number; def: SellerDef }[],
  now: Date,
) {
  const [client] = await queryRows<Pick<RawRow<typeof tables.users>, 'nama' | 'company_name'>>(
    db,
    sql`SELECT nama, company_name FROM users WHERE id = ${clientId}`,
  );
  const vaName = (client.company_name || client.nama).slice(0, 40);
  const today = wibDate(now);
  const created: { id: number; nomor: string; total: number; status: string }[] = [];

  // Oldest first so that bill numbers grow with the issue date.
  for (let k = BILLS_PER_CLIENT - 1; k >= 0; k--) {
    const seller = pick(rng, sellers);
    const issuedAt = new Date(
      now.getTime() - (k * 10 + between(rng, 0, 4)) * DAY - between(rng, 0, 8) * HOUR,
    );
    const tanggal = wibDate(issuedAt);
    const jatuhTempo = addDays(tanggal, pick(rng, [14, 30, 30]));
    const lines = Array.from({ length: between(rng, 1, 3) }, () => {
      const item = pick(rng, seller.def.items);
      const harga = Math.round(between(rng, item.min, item.max) / 5_000) * 5_000;
      const qty = between(rng, item.qty[0], item.qty[1]);
      const month = MASA_NAMES_ID[Number(tanggal.slice(5, 7)) - 1];
      const deskripsi =
        item.deskripsi === 'Layanan e-Bupot'
          ? `Layanan e-Bupot – Masa ${month} ${tanggal.slice(0, 4)}`
          : item.deskripsi;
      return { deskripsi, qty, harga_satuan: harga, jumlah: qty * harga };
    });
    const dpp = lines.reduce((s, l) => s + l.jumlah, 0);
    const ppn = ppnOf(dpp);
    const total = dpp + ppn;
    const overdue = jatuhTempo < today;
    const roll = rng();
    // Older bills: mostly paid, some cancelled, some left overdue. Recent ones: open, pending or paid.
    let status: 'BELUM_DIBAYAR' | 'MENUNGGU' | 'LUNAS' | 'DIBATALKAN';
    if (overdue) status = roll < 0.74 ? 'LUNAS' : roll < 0.84 ? 'DIBATALKAN' : 'BELUM_DIBAYAR';
    else if (k <= 1) status = 'MENUNGGU';
    else status = roll < 0.35 ? 'LUNAS' : 'BELUM_DIBAYAR';

    const catatan =
      rng() < 0.4
        ? pick(rng, [
            'Mohon dibayar sebelum jatuh tempo',
            'Sesuai kontrak layanan 2026',
            'Termasuk PPN 11%',
            'Tagihan berulang bulanan',
          ])
        : null;
    const [bill] = await queryRows<Pick<RawRow<typeof tables.invoices>, 'id' | 'nomor'>>(
      db,
      sql`INSERT INTO invoices (nomor, kind, penjual_id, client_id, tanggal, jatuh_tempo, details, dpp, ppn, total, status, catatan, created_at)
          VALUES ('INV/' || to_char(${tanggal}::date, 'YYYY/MM') || '/' || lpad(nextval('invoice_nomor_seq')::text, 6, '0'),
                  'TAGIHAN', ${seller.id}, ${clientId}, ${tanggal}::date, ${jatuhTempo}::date, ${JSON.stringify(lines)}::jsonb,
                  ${dpp}, ${ppn}, ${total}, ${status}, ${catatan}, ${issuedAt.toISOString()}::timestamptz)
          RETURNING id, nomor`,
    );
    const b = { id: Number(bill.id), nomor: bill.nomor, clientId, total, vaName };
    created.push({ id: b.id, nomor: b.nomor, total, status });

    const attemptAt = new Date(issuedAt.getTime() + between(rng, 1, 5) * DAY);
    if (status === 'LUNAS') {
      // Some paid bills had an earlier VA that expired or was cancelled.
      if (rng() < 0.25)
        await insertPayment(db, rng, b, pick(rng, ['KADALUARSA', 'DIBATALKAN'] as const), attemptAt);
      const vaAt = new Date(attemptAt.getTime() + 2 * DAY);
      const paidAt = new Date(Math.min(vaAt.getTime() + between(rng, 1, 20) * HOUR, now.getTime() - HOUR));
      const createdAt = new Date(Math.min(vaAt.getTime(), paidAt.getTime() - HOUR));
      await insertPayment(db, rng, b, 'TERBAYAR', createdAt, paidAt);
      await db.execute(
        sql`UPDATE invoices SET paid_at = ${paidAt.toISOString()}::timestamptz WHERE id = ${b.id}`,
      );
    } else if (status === 'MENUNGGU') {
      await insertPayment(db, rng, b, 'MENUNGGU', new Date(now.getTime() - between(rng, 1, 6) * HOUR), null);
    } else if (status === 'BELUM_DIBAYAR' && rng() < 0.5 && attemptAt < now) {
      await insertPayment(
        db,
        rng,
        b,
        pick(rng, ['KADALUARSA', 'KADALUARSA', 'DIBATALKAN'] as const),
        new Date(Math.min(attemptAt.getTime(), now.getTime() - 2 * DAY)),
      );
    } else if (status === 'DIBATALKAN') {
      await db.execute(
        sql`UPDATE invoices SET cancelled_at = ${attemptAt.toISOString()}::timestamptz WHERE id = ${b.id}`,
      );
    }
  }

  await seedWallet(db, rng, clientId, vaName, created, now);

  // A few notifications: the newest bills, the newest payment, an expired VA.
  for (const bill of created.slice(-3)) {
    await notify(db, clientId, {
      type: 'invoice.new',
      title: `Tagihan baru ${bill.nomor}`,
      body: `Tagihan sebesar Rp ${bill.total.toLocaleString('id-ID')} menunggu pembayaran.`,
      url: routePath('invoiceDetail', { id: bill.id }),
      meta: { invoice_id: bill.id, nomor: bill.nomor, amount: bill.total },
    });
  }
  const lastPaid = [...created].reverse().find((b) => b.status === 'LUNAS');
  if (lastPaid) {
    await notify(db, clientId, {
      type: 'invoice.paid',
      title: `Tagihan ${lastPaid.nomor} lunas`,
      body: `Pembayaran Rp ${lastPaid.total.toLocaleString('id-ID')} telah diterima.`,
      url: routePath('invoiceDetail', { id: lastPaid.id }),
      meta: { invoice_id: lastPaid.id, nomor: lastPaid.nomor, amount: lastPaid.total },
    });
  }
  const [expired] = await queryRows<
    Pick<RawRow<typeof tables.transaksi>, 'invoice_id' | 'nomor_invoice' | 'va_number'>
  >(
    db,
    sql`SELECT invoice_id, nomor_invoice, va_number FROM transaksi
        WHERE client_id = ${clientId} AND status = 'KADALUARSA' ORDER BY created_at DESC LIMIT 1`,
  );
  if (expired) {
    await notify(db, clientId, {
      type: 'va.expired',
      title: `VA tagihan ${expired.nomor_invoice} kedaluwarsa`,
      body: `Virtual account ${expired.va_number} tidak dapat dibayar lagi. Buat VA baru untuk membayar tagihan ini.`,
      url: routePath('invoiceDetail', { id: expired.invoice_id }),
      meta: { invoice_id: Number(expired.invoice_id), nomor: expired.nomor_invoice },
    });
  }
}

/** A paid Rp 5.000.000 top-up (CREDIT) and one open bill paid from the wallet (DEBIT). */
async function seedWallet(
  db: DB,
  rng: Rng,
  clientId: number,
  vaName: string,
  bills: { id: number; nomor: string; total: number; status: string }[],
  now: Date,
) {
  const amount = 5_000_000;
  const paidAt = new Date(now.getTime() - 40 * DAY);
  const tanggal = wibDate(new Date(paidAt.getTime() - 3 * HOUR));
  const [topup] = await queryRows<Pick<RawRow<typeof tables.invoices>, 'id' | 'nomor'>>(
    db,
    sql`INSERT INTO invoices (nomor, kind, penjual_id, client_id, tanggal, jatuh_tempo, details, dpp, ppn, total, status, catatan, paid_at, created_at)
        SELECT 'TOPUP/' || to_char(${tanggal}::date, 'YYYY/MM') || '/' || lpad(nextval('invoice_nomor_seq')::text, 6, '0'),
               'TOPUP', id, ${clientId}, ${tanggal}::date, ${addDays(tanggal, 1)}::date,
               ${JSON.stringify([{ deskripsi: 'Isi saldo dompet Portal Pajak', qty: 1, harga_satuan: amount, jumlah: amount }])}::jsonb,
               ${amount}, 0, ${amount}, 'LUNAS', 'Isi saldo dompet', ${paidAt.toISOString()}::timestamptz,
               ${new Date(paidAt.getTime() - 3 * HOUR).toISOString()}::timestamptz
        FROM penjual WHERE kode = 'PORTAL'
        RETURNING id, nomor`,
  );
  const topupPay = await insertPayment(
    db,
    rng,
    { id: Number(topup.id), nomor: topup.nomor, clientId, total: amount, vaName },
    'TERBAYAR',
    new Date(paidAt.getTime() - 2 * HOUR),
    paidAt,
  );
  await db.execute(
    sql`INSERT INTO wallet_ledger (user_id, type, amount, invoice_id, transaksi_id, reference, description, created_at)
        VALUES (${clientId}, 'CREDIT', ${amount}, ${topup.id}, ${topupPay}, ${topup.nomor}, 'Isi saldo dompet', ${paidAt.toISOString()}::timestamptz)`,
  );

  // The cheapest open bill without a VA is paid from the wallet.
  const open = bills
    .filter((b) => b.status === 'BELUM_DIBAYAR' && b.total < amount)
    .sort((a, b) => a.total - b.total)[0];
  if (!open) return;
  const walletPaidAt = new Date(now.getTime() - 20 * DAY);
  await db.execute(
    sql`UPDATE transaksi SET status = 'DIBATALKAN' WHERE invoice_id = ${open.id} AND status = 'MENUNGGU'`,
  );
  const [pay] = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'id'>>(
    db,
    sql`INSERT INTO transaksi (invoice_id, client_id, nomor_invoice, method, bank, bank_code, va_number, va_name, amount, status, channel, created_at, paid_at)
        VALUES (${open.id}, ${clientId}, ${open.nomor}, 'WALLET', 'Dompet Portal Pajak', 'WALLET', NULL, '', ${open.total},
                'TERBAYAR', 'WALLET', ${walletPaidAt.toISOString()}::timestamptz, ${walletPaidAt.toISOString()}::timestamptz)
        RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO wallet_ledger (user_id, type, amount, invoice_id, transaksi_id, reference, description, created_at)
        VALUES (${clientId}, 'DEBIT', ${open.total}, ${open.id}, ${pay.id}, ${open.nomor}, 'Pembayaran tagihan', ${walletPaidAt.toISOString()}::timestamptz)`,
  );
  await db.execute(
    sql`UPDATE invoices SET status = 'LUNAS', paid_at = ${walletPaidAt.toISOString()}::timestamptz WHERE id = ${open.id}`,
  );
  open.status = 'LUNAS';
}

export async function seedBilling(ctx: SeedContext): Promise<void> {
  const sellers = await seedSellers(ctx.db);
  await seedClient(ctx.db, prng(20260401), ctx.users.client, sellers, ctx.now);
  await seedClient(ctx.db, prng(20260402), ctx.users.client2, sellers, ctx.now);
}
