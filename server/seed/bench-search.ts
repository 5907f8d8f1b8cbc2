import { sql } from 'drizzle-orm';
import { bupotInputSchema } from '../../contract/ebupot/schemas';
import { jakartaDate } from '../../contract/jakarta-time';
import type { Database, DB } from '../db/client';
import { queryRows, type RawRow } from '../db/rows';
import type * as tables from '../db/schema';
import type { AuthUser } from '../env';
import { hashPassword } from '../lib/password';
import { createDraft } from '../services/ebupot/slip-lifecycle';

// The bench's Ctrl+/ account: bench@portalpajak.test with 2,000 E-Bupot drafts, made by the same
// service call as POST /api/bupot (validated by the same schema), so the server's search and the
// slip list run over real records. Recipient names repeat ten two-word names ("Mitra Sejahtera",
// …) so a typed word matches a few hundred slips, as a busy client's would.

export const BENCH_SEARCH_CLIENT = {
  email: 'bench@portalpajak.test',
  password: 'cepat-bench-2026',
  nama: 'Uji Pencarian',
  companyName: 'PT Bench Pencarian',
};
export const BENCH_SEARCH_SLIPS = 2_000;

const PREFIXES = ['PT', 'CV', 'UD', 'Koperasi', 'PT'];
const NAMES = [
  'Mitra Sejahtera',
  'Karya Mandiri',
  'Sumber Rejeki',
  'Bumi Nusantara',
  'Cahaya Abadi',
  'Teknik Prima',
  'Sinar Jaya',
  'Mega Konstruksi',
  'Data Integrasi',
  'Logistik Andalan',
];

async function benchUser(db: DB): Promise<AuthUser> {
  const email = BENCH_SEARCH_CLIENT.email;
  const [found] = await queryRows<Pick<RawRow<typeof tables.users>, 'id'>>(
    db,
    sql`SELECT id FROM users WHERE lower(email) = ${email}`,
  );
  if (found) return { id: Number(found.id), email, nama: BENCH_SEARCH_CLIENT.nama, role: 'client' };
  const [row] = await queryRows<Pick<RawRow<typeof tables.users>, 'id'>>(
    db,
    sql`INSERT INTO users (nama, email, password_hash, role, company_name, phone, email_verified_at)
        VALUES (${BENCH_SEARCH_CLIENT.nama}, ${email}, ${await hashPassword(BENCH_SEARCH_CLIENT.password)},
                'client', ${BENCH_SEARCH_CLIENT.companyName}, '081355551111', now())
        RETURNING id`,
  );
  return { id: Number(row.id), email, nama: BENCH_SEARCH_CLIENT.nama, role: 'client' };
}

/** Tops the bench account up to 2,000 drafts on an open, migrated, seeded database. Answers how many it made. */
export async function seedBenchSearch(database: Database): Promise<number> {
  const { db } = database;
  const user = await benchUser(db);
  const [{ existing }] = await queryRows<{ existing: number }>(
    db,
    sql`SELECT count(*)::int AS existing FROM bupot WHERE user_id = ${user.id}`,
  );
  const today = jakartaDate(new Date());
  const [tahun, masa] = today.split('-').map(Number);
  for (let i = existing; i < BENCH_SEARCH_SLIPS; i++) {
    const input = bupotInputSchema.parse({
      masa,
      tahun,
      recipientType: 'NPWP',
      recipientId: `0${String(100_000_000_000_000 + i * 7_919).slice(-15)}`,
      recipientName: `${PREFIXES[i % 5]} ${NAMES[Math.floor(i / 5) % 10]} ${1000 + i}`,
      kodeObjek: '24-104-01',
      fasilitas: 'N/A',
      dpp: 1_000_000 + (i % 50) * 250_000,
      docType: 'CommercialInvoice',
      docNumber: `INV/BENCH/${i}`,
      docDate: today,
      withholdingDate: today,
    });
    await createDraft(db, user, input);
  }
  return BENCH_SEARCH_SLIPS - Math.min(existing, BENCH_SEARCH_SLIPS);
}
