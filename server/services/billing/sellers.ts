import { sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';

/** The sellers a bill may name (the platform itself, kode 'PORTAL', sells only top-ups). */
export async function listPenjual(db: DB) {
  const rows = await queryRows<Pick<RawRow<typeof tables.penjual>, 'id' | 'nama' | 'npwp' | 'alamat'>>(
    db,
    sql`SELECT id, nama, npwp, alamat FROM penjual WHERE kode IS NULL ORDER BY nama, id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
