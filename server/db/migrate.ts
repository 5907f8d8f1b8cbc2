import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './rows';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migration files this build ships, in the order they apply. */
export function knownMigrations(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies server/db/migrations/NNNN_name.sql in name order, each once, each in its own
 * transaction, on PGlite and PostgreSQL alike. An advisory lock keeps two server processes
 * on one PostgreSQL database from migrating at the same time.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = knownMigrations();
  return database.withSession(async (exec) => {
    await exec('SELECT pg_advisory_lock(727274)');
    try {
      await exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const rows = await queryRows<{ name: string }>(database.db, sql`SELECT name FROM schema_migrations`);
      const done = new Set(rows.map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const body = readFileSync(join(migrationsDir, file), 'utf8');
        try {
          await exec(`BEGIN;\n${body}\n;\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
        } catch (err) {
          await exec('ROLLBACK').catch(() => {});
          throw new Error(`migration ${file} failed: ${(err as Error).message}`);
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec('SELECT pg_advisory_unlock(727274)');
    }
  });
}
