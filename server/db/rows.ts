import type { SQL } from 'drizzle-orm';
import type { DB } from './client';

/** Runs raw SQL and answers its rows (node-postgres and PGlite both answer { rows }). */
export async function queryRows<T>(db: DB, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
