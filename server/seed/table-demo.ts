import { sql } from 'drizzle-orm';
import type { DB } from '../db/client';
import { queryRows } from '../db/rows';

// The data-grid showcase's large table (GET /table/data): 12,000 fictitious taxpayers made by one
// INSERT … SELECT FROM generate_series, so nothing is built in JavaScript and every database gets
// the same rows (names, NPWPs, cities, dates and amounts follow the row number). Into an empty
// table only: a database seeded before the table existed gets its rows at the next start.

export const DEMO_TAXPAYER_COUNT = 12_000;

const FIRST_NAMES = [
  'Agus',
  'Budi',
  'Citra',
  'Dewi',
  'Eko',
  'Fitri',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Kartika',
  'Lestari',
  'Made',
  'Nur',
  'Oka',
  'Putri',
  'Rina',
  'Sari',
  'Teguh',
  'Utami',
  'Wahyu',
  'Yanti',
  'Zainal',
  'Bayu',
  'Dian',
  'Fajar',
  'Hendra',
  'Intan',
  'Lukman',
  'Ratna',
];
const LAST_NAMES = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Hidayat',
  'Kusuma',
  'Pratama',
  'Nugroho',
  'Setiawan',
  'Lubis',
  'Siregar',
  'Harahap',
  'Simanjuntak',
  'Wibowo',
  'Gunawan',
  'Halim',
  'Tanjung',
  'Purba',
  'Sinaga',
  'Rahman',
  'Syahputra',
  'Permana',
  'Suryadi',
  'Putra',
  'Anggraini',
  'Maharani',
];
const COMPANY_WORDS = [
  'Sinar',
  'Cahaya',
  'Maju',
  'Bumi',
  'Karya',
  'Mitra',
  'Sentosa',
  'Jaya',
  'Abadi',
  'Makmur',
  'Nusa',
  'Graha',
  'Harapan',
  'Mulia',
  'Sejahtera',
  'Prima',
  'Mega',
  'Samudra',
  'Bintang',
  'Rajawali',
];
const COMPANY_TRADES = [
  'Logistik',
  'Niaga',
  'Teknologi',
  'Konstruksi',
  'Pangan',
  'Farma',
  'Energi',
  'Tekstil',
  'Digital',
  'Properti',
  'Agro',
  'Kreasi',
  'Elektrik',
  'Transportasi',
  'Medika',
];
const CITIES = [
  'Jakarta',
  'Surabaya',
  'Bandung',
  'Medan',
  'Semarang',
  'Makassar',
  'Palembang',
  'Denpasar',
  'Yogyakarta',
  'Malang',
  'Balikpapan',
  'Pekanbaru',
  'Padang',
  'Manado',
  'Pontianak',
  'Banjarmasin',
  'Batam',
  'Bogor',
  'Tangerang',
  'Bekasi',
  'Solo',
  'Mataram',
  'Kupang',
  'Jayapura',
  'Ambon',
];

const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/** Fills demo_taxpayers when it is empty. */
export async function seedTableDemo(db: DB): Promise<void> {
  // asked first on its own: a server start then pays a primary-key probe, not a plan over the series
  const [{ seeded }] = await queryRows<{ seeded: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM demo_taxpayers) AS seeded`,
  );
  if (seeded) return;
  await db.execute(sql`
    INSERT INTO demo_taxpayers (id, nama, npwp, kota, jenis, status, terdaftar, omzet)
    SELECT i,
           CASE WHEN i % 3 = 0
             THEN 'PT ' || (${textArray(COMPANY_WORDS)})[1 + i % ${COMPANY_WORDS.length}] || ' '
                  || (${textArray(COMPANY_TRADES)})[1 + (i / 7) % ${COMPANY_TRADES.length}]
             ELSE (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || ' '
                  || (${textArray(LAST_NAMES)})[1 + (i * 7 + i / 30) % ${LAST_NAMES.length}]
           END,
           (1000000000000000 + i::bigint * 7780054640207 % 8999999999999999)::text,
           (${textArray(CITIES)})[1 + (i * 13) % ${CITIES.length}],
           CASE WHEN i % 3 = 0 THEN 'BADAN' ELSE 'ORANG_PRIBADI' END,
           CASE WHEN i % 53 = 0 THEN 'DIHAPUS' WHEN i % 11 = 0 THEN 'NON_EFEKTIF' ELSE 'AKTIF' END,
           DATE '2012-01-02' + (i * 37) % 5000,
           ((i * 104729) % 9973 + 1)::bigint * 250000
    FROM generate_series(1, ${DEMO_TAXPAYER_COUNT}) AS i`);
}
