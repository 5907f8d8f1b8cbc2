import { eq } from 'drizzle-orm';
import type { MaintenanceBody, MaintenanceStatus } from '../../../contract/maintenance';
import type { DB } from '../../db/client';
import { maintenance } from '../../db/schema';

// Maintenance mode's one row, read through a short per-process cache: every request of a client
// asks whether it is on, and several processes on one PostgreSQL each see a change within
// FRESH_MS without a restart or a message between them. A process that switches it forgets its
// copy at once.

const FRESH_MS = 1_000;

type Row = typeof maintenance.$inferSelect;
let cached: { row: Row; at: number; db: DB } | undefined;

const toStatus = (row: Row): MaintenanceStatus => ({
  active: row.active,
  message: row.message,
  ends_at: row.endsAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
});

async function currentRow(db: DB): Promise<Row> {
  const now = Date.now();
  if (cached && cached.db === db && now - cached.at < FRESH_MS) return cached.row;
  const [row] = await db.select().from(maintenance).where(eq(maintenance.id, 1));
  // the migration inserts the row; a database without it is simply never in maintenance
  const fresh = row ?? {
    id: 1,
    active: false,
    message: null,
    endsAt: null,
    updatedBy: null,
    updatedAt: new Date(0),
  };
  cached = { row: fresh, at: now, db };
  return fresh;
}

export const maintenanceStatus = async (db: DB) => toStatus(await currentRow(db));

/** Switches maintenance on (with what clients are told and the expected end) or off. */
export async function setMaintenance(db: DB, body: MaintenanceBody, by: number): Promise<MaintenanceStatus> {
  const values = {
    active: body.active,
    message: body.message || null,
    endsAt: body.ends_at ? new Date(body.ends_at) : null,
    updatedBy: by,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(maintenance)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: maintenance.id, set: values })
    .returning();
  cached = undefined;
  return toStatus(row);
}
